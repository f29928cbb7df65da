import vine from '#validators/vine'
import { parseInstant, parseTimeBound, rangeIsOrdered } from '#lib/time_bounds'

/*
| Time parameters of the catalog reads, with their own messages (each names
| its parameter) so REST and MCP refuse them alike.
*/

const DATE_OR_DATE_TIME_EXAMPLES = ['2027-10-31', '2027-10-31T18:00:00+01:00']

const dateOrDateTimeRule = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string' || parseTimeBound(value)) return
    field.report(
      `${field.name} must be a date (YYYY-MM-DD) or a date-time with offset (YYYY-MM-DDThh:mm:ss+01:00 or Z)`,
      'dateOrDateTime',
      field
    )
  },
  {
    name: 'dateOrDateTime',
    toJSONSchema: (schema) => {
      /* typed in each branch: a generated client reads a branch on its own (else `unknown`) */
      Object.assign(schema, {
        anyOf: [
          { type: 'string', format: 'date' },
          { type: 'string', format: 'date-time' },
        ],
      })
    },
  }
)

/** `to` must come after `from` (an invalid `from` is reported on its own). */
const afterFromRule = vine.createRule(
  (value, _options, field) => {
    const from = (field.parent as Record<string, unknown> | undefined)?.from
    if (typeof value !== 'string' || typeof from !== 'string') return
    const [start, end] = [parseTimeBound(from), parseTimeBound(value)]
    if (!start || !end || rangeIsOrdered(start, end)) return
    field.report(`${field.name} must be after from (the range is empty)`, 'afterFrom', field)
  },
  { name: 'afterFrom' }
)

const instantRule = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string' || parseInstant(value)) return
    field.report(
      `${field.name} must be a date-time with offset (YYYY-MM-DDThh:mm:ss+01:00 or Z)`,
      'dateTimeWithOffset',
      field
    )
  },
  {
    name: 'dateTimeWithOffset',
    toJSONSchema: (schema) => {
      Object.assign(schema, { format: 'date-time' })
    },
  }
)

/** A date or a date-time with offset (`afterFrom`: one that must come after `from`). */
export function dateOrDateTime(description: string, options: { afterFrom?: boolean } = {}) {
  const field = vine.string().trim().maxLength(40).use(dateOrDateTimeRule())
  return (options.afterFrom ? field.use(afterFromRule()) : field)
    .optional()
    .meta({ description, examples: DATE_OR_DATE_TIME_EXAMPLES })
}

export const rangeEnd = (description: string) => dateOrDateTime(description, { afterFrom: true })

/** `updated_since` of a list: records whose `updated_at` is at or after this instant. */
export const updatedSince = (records: string) =>
  vine
    .string()
    .trim()
    .maxLength(40)
    .use(instantRule())
    .optional()
    .meta({
      description: `Only ${records} whose \`updated_at\` is at or after this date-time (with offset). For a complete sync use GET /api/v1/changes`,
      examples: ['2027-10-01T00:00:00Z'],
    })
