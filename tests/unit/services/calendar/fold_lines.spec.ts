import { test } from '@japa/runner'
import { foldLines as libraryFoldLines } from 'ical-generator'
import { foldLines } from '#services/calendar/fold_lines'

/*
| The calendar's own folding must write what ical-generator's does, for
| every kind of character: ASCII, two- and three-octet letters, characters
| outside the BMP (surrogate pairs), lines at and around the 74-octet edge.
*/
const PIECES = ['a', 'é', 'ß', '€', '東', '😀', '🇩🇪', ';', '\\n', ' ']

function lineOf(length: number, seed: number): string {
  let line = 'SUMMARY:'
  for (let i = 0; i < length; i++) line += PIECES[(i * 7 + seed) % PIECES.length]
  return line
}

test.group('iCalendar line folding', () => {
  test('folds {$self}-piece lines as ical-generator does')
    .with([0, 1, 60, 66, 67, 68, 74, 75, 150, 400])
    .run(({ assert }, length) => {
      for (let seed = 0; seed < PIECES.length; seed++) {
        const text = [lineOf(length, seed), 'x'.repeat(length), 'é'.repeat(length)].join('\r\n')
        assert.equal(foldLines(text), libraryFoldLines(text))
      }
    })

  test('no folded line is longer than 75 octets', ({ assert }) => {
    const folded = foldLines(lineOf(500, 3))
    for (const line of folded.split('\r\n')) {
      assert.isAtMost(Buffer.byteLength(line), 75)
    }
  })
})
