/*
| The pieces of the admin lists' filters, as VineJS rules of their
| query-string parameters; each resource's filters are declared in its
| folder (app/admin/resources/<entity>/validator.ts). A wrong value is
| answered with a message naming the filter, never a 500.
*/
import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { PUBLICATION_STATES } from '#schemas/enums'
import { rules } from '#admin/validators/rules'

const realDate = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !DateTime.fromISO(value).isValid)
    field.report('{{ field }}: this date does not exist', 'listDate', field)
})

const notBeforeFrom = vine.createRule((value, _options, field) => {
  const from = field.parent?.from
  if (field.isValid && typeof from === 'string' && typeof value === 'string' && value < from)
    field.report('{{ field }}: must not be before the “from” date', 'notBeforeFrom', field)
})

const day = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .use(realDate())

export const listFilter = {
  /** a date range's start (YYYY-MM-DD) */
  from: () => day().optional(),
  /** a date range's end, not before its `from` */
  to: () => day().use(notBeforeFrom()).optional(),
  /** a related record (a city) by its id */
  recordId: () => rules.recordId().optional(),
  publication: () => vine.enum(PUBLICATION_STATES).optional(),
}
