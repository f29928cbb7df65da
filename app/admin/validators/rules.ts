/*
| Field rules shared by the admin forms. They repeat the database's CHECK
| constraints (database/migrations) so a bad value is reported next to its
| field instead of failing the write.
*/
import vine from '@vinejs/vine'
import { StaffMessages, type FieldLabels } from '#admin/validators/staff_messages'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime, IANAZone } from 'luxon'
import type { Database } from '@adonisjs/lucid/database'
import { isSafeLink } from '#lib/safe_links'
import { markdownLinkTargets } from '#lib/safe_markdown'
import { wallClockProblem } from '#admin/validators/wall_clock_messages'
import { serviceConfig } from '#config/service'
import { oneLine } from '#validators/one_line'
import { MAX_IDS, type IdKind } from '#lib/record_ids'
import { foldText } from '#lib/text_folding'

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
const LOCAL_DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

const staffTimezone = () => serviceConfig.staffTimezone

/* IANAZone.isValidZone builds an Intl.DateTimeFormat on each call (a bulk import checks thousands) */
const VALID_ZONES = new Set<string>()

function isValidTimezone(zone: unknown): zone is string {
  if (typeof zone !== 'string') return false
  if (VALID_ZONES.has(zone)) return true
  if (!IANAZone.isValidZone(zone)) return false
  VALID_ZONES.add(zone)
  return true
}

/** A datetime-local value read in the given zone (UTC when the zone is unusable). */
export function parseLocalDateTime(value: string, zone: unknown): DateTime {
  return DateTime.fromISO(value, { zone: isValidTimezone(zone) ? zone : 'UTC' })
}

const timezoneRule = vine.createRule((value, _options, field) => {
  if (!isValidTimezone(value))
    field.report('Choose an IANA time zone such as Europe/Berlin', 'timezone', field)
})

const currencyRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || !CURRENCIES.has(value)) {
    field.report('Use a three-letter ISO 4217 code such as EUR', 'currency', field)
  }
})

const LINK_MESSAGE = 'Enter a full https:// address or a path starting with /'

/** A stored link: an absolute http(s) URL or a path of this site, passing the one link rule. */
const urlOrPathRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (/^\/(?![/\\])\S*$/.test(value) && isSafeLink(value)) return
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  const absolute = url && ['http:', 'https:'].includes(url.protocol) && !/\s/.test(value)
  if (!absolute || !isSafeLink(value)) field.report(LINK_MESSAGE, 'urlOrPath', field)
})

/** The url rule of VineJS checks the shape; this one the scheme after every decoding. */
const safeLinkRule = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isSafeLink(value)) {
    field.report('Enter a full address starting with https://', 'url', field)
  }
})

/** Every link and image in a markdown text passes the one link rule. */
const markdownLinksRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const refused = markdownLinkTargets(value).filter((target) => !isSafeLink(target))
  if (refused.length > 0) {
    field.report(
      `Links may only use https://, http://, mailto: or a path; not: ${refused.join(', ')}`,
      'markdownLinks',
      field
    )
  }
})

/** The zone a datetime-local field is read in: the sibling `timezone` (event times), else the staff member's. */
function zoneOfField(field: FieldContext, inStaffZone = false): string {
  if (!inStaffZone && isValidTimezone(field.parent?.timezone)) return field.parent.timezone
  return field.meta?.zone ?? staffTimezone()
}

const localDateTimeRule = vine.createRule<{ inStaffZone?: boolean } | undefined>(
  (value, options, field) => {
    if (typeof value !== 'string' || !LOCAL_DATETIME_PATTERN.test(value)) {
      field.report('Enter a date and time (YYYY-MM-DDTHH:mm)', 'localDateTime', field)
      return
    }
    if (!DateTime.fromISO(value).isValid) {
      field.report('This date does not exist', 'localDateTime', field)
      return
    }
    const problem = wallClockProblem(value, zoneOfField(field, options?.inStaffZone))
    if (problem) field.report(problem, 'localDateTime', field)
  }
)

/**
 * The field is a datetime-local value no earlier than a sibling one (`strict`:
 * later than it), both in the sibling `timezone`.
 */
const notBeforeRule = vine.createRule<{
  field: string
  label: string
  strict?: boolean
  inStaffZone?: boolean
}>((value, options, field: FieldContext) => {
  const other = field.parent?.[options.field]
  if (!field.isValid || typeof value !== 'string' || typeof other !== 'string') return
  if (!LOCAL_DATETIME_PATTERN.test(other)) return
  const zone = zoneOfField(field, options.inStaffZone)
  const [self, bound] = [parseLocalDateTime(value, zone), parseLocalDateTime(other, zone)]
  if (options.strict ? self <= bound : self < bound) {
    const relation = options.strict ? 'be after' : 'not be before'
    field.report(`Must ${relation} ${options.label}`, 'notBefore', field)
  }
})

/**
 * A publish time that does not say what was meant is asked about, not
 * dropped or acted on: a time typed while the state stays "Draft", or a
 * scheduled time that has passed. The form's buttons answer
 * (`_publish_intent`, app/admin/engine/publication_form.ts).
 */
const publishTimeMeantRule = vine.createRule((value, _options, field) => {
  if (!field.isValid || typeof value !== 'string' || !value) return
  const state = field.parent?.publication
  if (state === 'draft') {
    field.report(PUBLISH_QUESTIONS.draft, 'publishIntent', field)
    return
  }
  const at = DateTime.fromISO(value, { zone: zoneOfField(field, true) })
  if (state === 'scheduled' && at.isValid && at.toMillis() <= Date.now() && !keptAsItWas(field))
    field.report(PUBLISH_QUESTIONS.past, 'publishIntent', field)
})

/** The form was opened with this same schedule (`_base`): a time that passed since is no mistake. */
function keptAsItWas(field: FieldContext): boolean {
  try {
    const base = JSON.parse(String(field.parent?._base ?? '{}'))
    return base.publication === 'scheduled' && base.publish_at === field.value
  } catch {
    return false
  }
}

/** The questions of the publication card (its answer buttons show beside them). */
export const PUBLISH_QUESTIONS = {
  draft:
    'You gave a publish time, but the state is “Draft”: should it be scheduled for that time, or stay a draft without it?',
  past: 'This publish time has already passed: publish now, or change the time?',
}

/**
 * Rows whose `name` is the same name once capitals and accents are set aside
 * ("Wien", "wien", "WÍEN"), for the same `kind`: the database keeps such names
 * unique (city_aliases_unique_name, on the folded name), so the form says it
 * next to the field instead of failing the write.
 */
const distinctNamesRule = vine.createRule((value, _options, field) => {
  if (!Array.isArray(value)) return
  const seen = new Map<string, string>()
  for (const row of value as { name?: unknown; kind?: unknown }[]) {
    if (typeof row?.name !== 'string') continue
    const key = `${String(row.kind)}\u0000${foldText(row.name.trim())}`
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      const alike =
        earlier === row.name.trim()
          ? ''
          : ` (the same name as “${earlier}”: capitals and accents do not count)`
      field.report(
        `Each name once: “${row.name.trim()}” is listed twice${alike}`,
        'distinctNames',
        field
      )
      return
    }
    seen.set(key, row.name.trim())
  }
})

export const rules = {
  slug: (maxLength: number) =>
    vine.string().trim().toLowerCase().maxLength(maxLength).regex(SLUG_PATTERN),
  /** One line of text (names, venues, labels): line breaks are a field error. */
  text: (maxLength: number) => vine.string().trim().maxLength(maxLength).use(oneLine()),
  /** Text that keeps its lines (a textarea). */
  paragraphs: (maxLength: number) => vine.string().trim().maxLength(maxLength),
  longText: () => vine.string().trim().maxLength(20000),
  markdown: (maxLength: number) =>
    vine.string().trim().maxLength(maxLength).use(markdownLinksRule()),
  urlOrPath: () => vine.string().trim().maxLength(2000).use(urlOrPathRule()),
  absoluteUrl: () =>
    vine
      .string()
      .trim()
      .maxLength(2000)
      .url({ require_protocol: true, protocols: ['http', 'https'] })
      .use(safeLinkRule()),
  timezone: () => vine.string().trim().use(timezoneRule()),
  currency: () => vine.string().trim().toUpperCase().fixedLength(3).use(currencyRule()),
  price: () => vine.number().min(0).max(99999999.99).decimal([0, 2]),
  position: () => vine.number().withoutDecimals().min(0).max(1_000_000),
  /** The id of a record (a `serial` or `bigserial` column): larger numbers name none. */
  recordId: (kind: IdKind = 'serial') => vine.number().withoutDecimals().min(1).max(MAX_IDS[kind]),
  /** `inStaffZone`: read in the staff member's zone even beside an event's `timezone` (publish times). */
  localDateTime: (options?: { inStaffZone?: boolean }) =>
    vine.string().trim().use(localDateTimeRule(options)),
  notBefore: notBeforeRule,
  publishTimeMeant: publishTimeMeantRule,
  checkbox: () => vine.boolean().optional(),
  /** A form's child rows (ticket rounds, links, places): at most `maxRows` objects. */
  /** Names listed once per kind, whatever their capitals and accents. */
  distinctNames: distinctNamesRule,
  rows: <Properties extends Parameters<typeof vine.object>[0]>(
    properties: Properties,
    maxRows: number
  ) => vine.array(vine.object(properties)).parse(normaliseRows).maxLength(maxRows),
}

/**
 * Nested rows arrive as `rows[0][name]`; past 20 rows the body parser (qs)
 * hands an object keyed by index instead of an array. Rows left entirely
 * blank are dropped, so an unused spare row is not an error.
 */
export function normaliseRows(value: unknown): unknown {
  if (value === null || value === undefined) return []
  const rows = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, row]) => row)
      : value
  if (!Array.isArray(rows)) return rows
  return rows.filter(
    (row) =>
      !(row && typeof row === 'object') ||
      Object.values(row as Record<string, unknown>).some((cell) => cell !== null && cell !== '')
  )
}

/**
 * The messages staff read next to a field and in the list of what to fix:
 * a missing field is named by its label (`labels`, else its key in words).
 */
export const messagesProvider = (
  overrides: Record<string, string> = {},
  labels: FieldLabels = {}
) =>
  new StaffMessages(
    {
      'required': '{{ field }} is required',
      'string': 'Enter text',
      'number': 'Enter a number',
      'boolean': 'Choose yes or no',
      'maxLength': 'At most {{ max }} characters',
      'minLength': 'At least {{ min }} characters',
      'fixedLength': 'Exactly {{ size }} characters',
      'regex': 'The format is not valid',
      'url': 'Enter a full address starting with https://',
      'email': 'Enter a valid e-mail address',
      'enum': 'Choose one of the listed values',
      'min': 'At least {{ min }}',
      'max': 'At most {{ max }}',
      'range': 'Between {{ min }} and {{ max }}',
      'decimal': 'At most 2 decimals',
      'withoutDecimals': 'Enter a whole number',
      'database.unique': 'Already used by another record',
      'database.exists': 'Choose an existing record',
      'array': 'Enter a list',
      'oneLine': 'Keep this on one line (no line breaks)',
      ...overrides,
    },
    labels
  )

export const SLUG_MESSAGE = 'Use lowercase letters, digits and single hyphens (e.g. new-york)'

/**
 * Callback for Lucid's `unique` rule: no other row of `table` has this value
 * in `column` (the row being edited is passed as `meta.recordId`).
 */
export const uniqueIn =
  (table: string, column: string) =>
  async (db: Database, value: string, field: FieldContext): Promise<boolean> => {
    const query = db.from(table).where(column, value)
    if (field.meta.recordId !== undefined) query.whereNot('id', field.meta.recordId)
    return !(await query.first())
  }
