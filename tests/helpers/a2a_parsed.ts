import type { Assert } from '@japa/assert'
import { test } from '@japa/runner'
import type { ParseContext, ParsedQuestion } from '#a2a/intent_parser'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/*
| The rules' unit tests (rules_round*.spec.ts): each rule checked with
| phrasings of its own, in several languages, so a rule is held, not one
| question. Each question is parsed at the rules' "now", and named in each
| assertion on it.
*/

/** An assertion on one field's value, for what is not one value to equal. */
type Check<T> = (assert: Assert, value: T, question: string) => void

/** Each field asserted: a value it equals (deeply), or a check of it. */
type Expected = {
  [F in keyof ParsedQuestion]?: ParsedQuestion[F] | Check<ParsedQuestion[F]>
}

export const isSet: Check<unknown> = (assert, value, question) => assert.isNotNull(value, question)

/** A field's own field (`city: whose('slug', 'berlin')`). */
export const whose =
  <K extends string>(key: K, wanted: unknown): Check<{ [F in K]?: unknown } | null> =>
  (assert, value, question) =>
    assert.strictEqual(value?.[key], wanted, question)

/** Assert's checks of a value against a wanted one. */
type Against = 'include' | 'includeMembers' | 'notInclude' | 'notEqual'

const against =
  (method: Against) =>
  (wanted: unknown): Check<unknown> =>
  (assert, value, question) =>
    (assert[method] as (value: unknown, wanted: unknown, message: string) => void).call(
      assert,
      value,
      wanted,
      question
    )

/** `searchWords: holds('name')`, `holdsAll(['code', 'conduct'])`, `fields: lacks('age_min')`, `intent: isNot('help')` */
export const holds = against('include')
export const holdsAll = against('includeMembers')
export const lacks = against('notInclude')
export const isNot = against('notEqual')

/** What is asserted of each question: its fields, or a check of the whole parse. */
type Wanted = Expected | Check<ParsedQuestion>

/** Parses each question (with `more` of the context) and asserts `wanted` of it. */
export function expectParsed(
  assert: Assert,
  questions: readonly string[],
  wanted: Wanted,
  more: Partial<ParseContext> = {}
): void {
  for (const question of questions) {
    const parsed = parseAtRulesNow(question, more)
    if (typeof wanted === 'function') {
      wanted(assert, parsed, question)
      continue
    }
    for (const [field, value] of Object.entries(wanted)) {
      const found = parsed[field as keyof ParsedQuestion]
      if (typeof value === 'function') value(assert, found as never, question)
      else assert.deepEqual(found, value, question)
    }
  }
}

/** A test of its own asserting `wanted` of each question. */
export function testParsed(
  title: string,
  questions: readonly string[],
  wanted: Wanted,
  more: Partial<ParseContext> = {}
): void {
  test(title, ({ assert }) => expectParsed(assert, questions, wanted, more))
}

/** Rows of a question and what it alone says (a city, a label), each asserted as `wanted` of that. */
export function testRows<T>(
  title: string,
  rows: readonly (readonly [string, T])[],
  wanted: (value: T) => Wanted
): void {
  test(title, ({ assert }) => {
    for (const [question, value] of rows) expectParsed(assert, [question], wanted(value))
  })
}
