/*
| The input policy: what every door does with hostile text, decided once.
|
| A text value (query-string key or value, path segment, JSON or form field,
| object key, tool argument, A2A message text) is refused when it
|   - contains a NUL character (U+0000),
|   - contains another control character (U+0001–U+001F, U+007F) except tab,
|     line feed and carriage return,
|   - is not valid Unicode (an unpaired UTF-16 surrogate, e.g. "\ud800" in JSON),
|   - is malformed percent-encoding or not UTF-8 once decoded (query strings,
|     path segments, form bodies; JSON bodies must be UTF-8 as a whole),
|   - is longer than the bound of its place (INPUT_LIMITS; the validators of
|     each field bound most values far lower).
| Nothing is silently cleaned: each door refuses the request in its own error
| shape, naming the field, before anything reaches PostgreSQL or SMTP.
| Headers are bounded by Node's HTTP parser (control characters and NUL are a
| bare 400 there, more than 16 kB of headers a 431); the few headers the app
| reads are validated where they are read (Idempotency-Key, X-Request-Id).
*/
import { Exception } from '@adonisjs/core/exceptions'

export const INPUT_LIMITS = {
  /** characters of one query-string value */
  queryValue: 2000,
  /** characters of one path segment (slugs and ids are far shorter) */
  pathSegment: 200,
  /** bytes of a JSON body (contact, MCP, A2A) */
  jsonBytes: 64 * 1024,
  /** nesting depth of a JSON body: arrays and objects inside each other */
  jsonDepth: 32,
  /** bytes of a form body (admin panel, signed in) */
  formBytes: 512 * 1024,
  /** bytes of an admin form body from someone not signed in (sign-in, password link) */
  guestFormBytes: 16 * 1024,
  /** bytes of a form body of the site's forms (contact, waiting list: 6,000 characters encoded) */
  siteFormBytes: 64 * 1024,
  /**
   * items of one list field of a form (`seen[]` once per row of a list page):
   * qs turns a longer list into an object, which no validator accepts. The
   * body size bounds what a form can carry; this only keeps lists lists.
   */
  formListItems: 2000,
} as const

export type InputLocation = 'path' | 'query' | 'body'

export type InputRule =
  'nul_character' | 'control_character' | 'invalid_unicode' | 'invalid_encoding' | 'too_long'

export interface InputProblem {
  location: InputLocation
  /** the parameter or field, e.g. `q`, `slug`, `name`, `params.arguments.city` */
  field: string
  rule: InputRule
  /** names the field, e.g. "q must not contain a NUL character (U+0000)" */
  message: string
}

/** What staff read next to a field the input policy refused. */
export const STAFF_INPUT_MESSAGES: Record<InputRule, string> = {
  nul_character: 'Remove the invisible control characters (NUL) from this field',
  control_character: 'Remove the invisible control characters from this field',
  invalid_unicode: 'This text is not valid Unicode; type it again',
  invalid_encoding: 'This text could not be read as UTF-8; type it again',
  too_long: 'This text is too long',
}

// eslint-disable-next-line no-control-regex
const OTHER_CONTROLS = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const REASONS: Record<InputRule, string> = {
  nul_character: 'must not contain a NUL character (U+0000)',
  control_character: 'must not contain control characters (only tab and line breaks are allowed)',
  invalid_unicode: 'is not valid Unicode (unpaired surrogate)',
  invalid_encoding: 'is not valid percent-encoded UTF-8',
  too_long: 'is too long',
}

function problem(
  location: InputLocation,
  field: string,
  rule: InputRule,
  maxLength?: number
): InputProblem {
  const reason =
    rule === 'too_long' ? `must be at most ${maxLength} characters long` : REASONS[rule]
  return { location, field, rule, message: `${field || 'the body'} ${reason}` }
}

/** The rule a text breaks, if any. */
export function brokenTextRule(text: string, maxLength?: number): InputRule | null {
  if (text.includes('\u0000')) return 'nul_character'
  if (OTHER_CONTROLS.test(text)) return 'control_character'
  if (UNPAIRED_SURROGATE.test(text)) return 'invalid_unicode'
  if (maxLength !== undefined && text.length > maxLength) return 'too_long'
  return null
}

function checkText(
  problems: InputProblem[],
  location: InputLocation,
  field: string,
  text: string,
  maxLength?: number
) {
  const rule = brokenTextRule(text, maxLength)
  if (rule) problems.push(problem(location, field, rule, maxLength))
}

/** A printable name for a field whose own name breaks the rules. */
function fieldLabel(name: string): string {
  return brokenTextRule(name) ? JSON.stringify(name).slice(1, -1) : name
}

const childPath = (parent: string, key: string | number) =>
  parent ? `${parent}.${key}` : String(key)

/**
 * Every string inside a parsed JSON value (object keys included), checked;
 * fields are named by their dot path (`params.arguments.q`, `rows.0.label`).
 */
export function problemsInValue(
  value: unknown,
  field = '',
  location: InputLocation = 'body',
  depth = 0
): InputProblem[] {
  const problems: InputProblem[] = []
  if (typeof value === 'string') {
    checkText(problems, location, field, value)
  } else if (Array.isArray(value) && depth < INPUT_LIMITS.jsonDepth) {
    value.forEach((item, index) =>
      problems.push(...problemsInValue(item, childPath(field, index), location, depth + 1))
    )
  } else if (value && typeof value === 'object' && depth < INPUT_LIMITS.jsonDepth) {
    for (const [key, item] of Object.entries(value)) {
      const path = childPath(field, fieldLabel(key))
      checkText(problems, location, path, key)
      problems.push(...problemsInValue(item, path, location, depth + 1))
    }
  }
  return problems
}

/** Percent-decoding; null for malformed escapes or bytes that are not UTF-8. */
function decodePercent(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** A form or query-string component, where `+` stands for a space. */
const decodeComponent = (raw: string) => decodePercent(raw.replace(/\+/g, ' '))

/** `a[b][0]` (qs syntax) as the dot path validators report: `a.b.0`. */
function formFieldPath(key: string): string {
  return key.replace(/\[([^\]]*)\]/g, '.$1').replace(/^\./, '')
}

/**
 * An `application/x-www-form-urlencoded` string (a query string or a form
 * body), checked before it is decoded: malformed or non-UTF-8
 * percent-encoding would otherwise pass through as literal text.
 */
export function problemsInUrlEncoded(
  raw: string,
  location: 'query' | 'body',
  maxValueLength?: number
): InputProblem[] {
  const problems: InputProblem[] = []
  for (const pair of raw.split('&')) {
    if (!pair) continue
    const separator = pair.indexOf('=')
    const rawKey = separator === -1 ? pair : pair.slice(0, separator)
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1)
    const key = decodeComponent(rawKey)
    const field = key === null ? fieldLabel(rawKey) : formFieldPath(fieldLabel(key))
    if (key === null) {
      problems.push(problem(location, field, 'invalid_encoding'))
      continue
    }
    checkText(problems, location, field, key)
    const value = decodeComponent(rawValue)
    if (value === null) problems.push(problem(location, field, 'invalid_encoding'))
    else checkText(problems, location, field, value, maxValueLength)
  }
  return problems
}

/**
 * Route parameters as the router hands them over: still percent-encoded.
 * The wildcard of catch-all routes (`*`) names no field: those routes answer
 * 404 for any path and never look it up.
 */
export function problemsInPathParams(params: Record<string, unknown>): InputProblem[] {
  const problems: InputProblem[] = []
  for (const [name, raw] of Object.entries(params)) {
    if (name === '*') continue
    for (const segment of Array.isArray(raw) ? raw : [raw]) {
      if (typeof segment !== 'string') continue
      const value = decodePercent(segment)
      if (value === null) problems.push(problem('path', name, 'invalid_encoding'))
      else checkText(problems, 'path', name, value, INPUT_LIMITS.pathSegment)
    }
  }
  return problems
}

/**
 * A request refused by the input policy; each door maps it to its own error
 * shape (REST `bad_request` with `details`, contact `validation_failed`,
 * JSON-RPC -32602, admin field errors, site pages a friendly page).
 */
export class InputRejectedError extends Exception {
  static status = 400
  static code = 'E_INPUT_REJECTED'

  constructor(readonly problems: InputProblem[]) {
    super(problems.map((item) => item.message).join('; '))
  }
}

/** Throws InputRejectedError when the value breaks the policy. */
export function assertAcceptableValue(
  value: unknown,
  field = '',
  location: InputLocation = 'body'
) {
  const problems = problemsInValue(value, field, location)
  if (problems.length) throw new InputRejectedError(problems)
}
