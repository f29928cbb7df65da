/*
| fast-check arbitraries of hostile input, seeded with the committed corpus
| (tests/fixtures/hostile_inputs.json): strings with NUL and other control
| characters, unpaired surrogates, invalid UTF-8 once percent-encoded,
| injection attempts, over-long values; any JSON value; header values.
*/
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import app from '@adonisjs/core/services/app'

export interface HostileCorpus {
  strings: string[]
  json_values: unknown[]
  raw_query_fragments: string[]
  raw_bodies: string[]
  /** texts aimed at iCalendar: line breaks that would start properties or components */
  calendar_strings: string[]
}

export const corpus: HostileCorpus = JSON.parse(
  readFileSync(app.makePath('tests/fixtures/hostile_inputs.json'), 'utf8')
)

/** fast-check settings: FC_SEED replays a failure; FC_RUNS_SCALE scales every run count. */
export function runs(count: number): fc.Parameters<unknown> {
  const scale = Number(process.env.FC_RUNS_SCALE ?? 1)
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
  return { numRuns: Math.max(1, Math.round(count * scale)), seed, endOnFailure: true }
}

const NASTY_UNITS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\r',
  '\n',
  '\t',
  '%',
  '\ud800',
  '\udc00',
  'a',
  'é',
  '😀',
  "'",
  '"',
  '<',
  '\\',
  ' ',
]

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...corpus.strings) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY_UNITS), maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 100, maxLength: 400 }) }
)

/** Any JSON value, hostile strings included. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(...corpus.json_values) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) }
)

/** UTF-8 bytes of each code point, lone surrogates too (WTF-8), percent-encoded. */
export function percentEncode(text: string): string {
  let out = ''
  for (const char of text) {
    if (/^[A-Za-z0-9\-_.~]$/.test(char)) {
      out += char
      continue
    }
    const cp = char.codePointAt(0)!
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [
                0xf0 | (cp >> 18),
                0x80 | ((cp >> 12) & 63),
                0x80 | ((cp >> 6) & 63),
                0x80 | (cp & 63),
              ]
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  return out
}

/** A query-string value or path segment as it goes into a URL (already encoded). */
export const encodedValue = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom(...corpus.raw_query_fragments) },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 8 })
      .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  }
)

/** A header value fetch can send: visible ASCII and Latin-1, inner spaces, no CR/LF/NUL. */
export const headerValue = fc
  .string({
    unit: fc.oneof(
      fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCharCode(code)),
      fc.constant(' ')
    ),
    minLength: 1,
    maxLength: 300,
  })
  .map((value) => value.trim())
  .filter((value) => value.length > 0)

/** Text written into a calendar: the iCalendar corpus, and any hostile string. */
export const calendarText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...corpus.calendar_strings) },
  { weight: 3, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\r', '\n', ';', ',', '\\', ':', ' ', 'a', 'é'),
      maxLength: 20,
    }),
  }
)
