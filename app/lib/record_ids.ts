/*
| Ids the database numbers, as they arrive in paths, query strings and forms.
| A number PostgreSQL's column cannot hold (`99999999999` for an `integer`
| id, `1e400`, `2147483648`) is not a record: a path or query holding one is
| a 404 and a form field a field error, decided here once, before any query
| (PostgreSQL would refuse the value and the request would end in a 500).
*/

/** The largest id of a `serial` (`increments`) column: PostgreSQL's integer. */
export const MAX_SERIAL_ID = 2_147_483_647

/** The largest `bigserial` id taken as a number: 15 digits, exact in a double. */
const MAX_BIGSERIAL_ID = 999_999_999_999_999

/** 1..2147483647 written plainly (no sign, no leading zero, no exponent). */
const SERIAL_ID_PATTERN = new RegExp(
  '^(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|' +
    '21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])$'
)

/** 1..999999999999999 written plainly. */
const BIGSERIAL_ID_PATTERN = /^[1-9]\d{0,14}$/

export type IdKind = 'serial' | 'bigserial'

const PATTERNS: Record<IdKind, RegExp> = {
  serial: SERIAL_ID_PATTERN,
  bigserial: BIGSERIAL_ID_PATTERN,
}

export const MAX_IDS: Record<IdKind, number> = {
  serial: MAX_SERIAL_ID,
  bigserial: MAX_BIGSERIAL_ID,
}

/** The id a text names, or null when it names none a column of that kind can hold. */
export function parseRecordId(text: unknown, kind: IdKind = 'serial'): number | null {
  return typeof text === 'string' && PATTERNS[kind].test(text) ? Number(text) : null
}

/** A router matcher for `:id` segments: any other value matches no route (a 404). */
export function recordIdMatcher(kind: IdKind = 'serial') {
  return { match: PATTERNS[kind], cast: (value: string) => Number(value) }
}
