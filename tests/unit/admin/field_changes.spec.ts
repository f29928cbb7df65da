import { test } from '@japa/runner'
import { fieldChanges } from '#admin/engine/audit_history'

/* The history's field-by-field comparison never shows a change as two equal values. */
const ZONE = 'Europe/Berlin'

test.group('History diff', () => {
  test('instants are shown to the minute, to the second, or as stored: whatever tells them apart', ({
    assert,
  }) => {
    const changes = fieldChanges(
      {
        a: '2026-10-31T19:00:00.000Z',
        b: '2026-10-31T19:00:05.000Z',
        c: '2026-10-31T19:00:05.100Z',
      },
      {
        a: '2026-10-31T20:00:00.000Z',
        b: '2026-10-31T19:00:35.000Z',
        c: '2026-10-31T19:00:05.900Z',
      },
      ZONE
    )
    assert.deepEqual(
      changes.map((change) => [change.field, change.before, change.after]),
      [
        ['a', '31 Oct 2026, 20:00 CET', '31 Oct 2026, 21:00 CET'],
        ['b', '31 Oct 2026, 20:00:05 CET', '31 Oct 2026, 20:00:35 CET'],
        ['c', '2026-10-31T19:00:05.100Z', '2026-10-31T19:00:05.900Z'],
      ]
    )
  })

  test('equal instants, null and empty text, and unchanged child rows are no change', ({
    assert,
  }) => {
    const before = { at: '2026-10-31T19:00:00.000Z', note: null, rows: [{ price: 10 }] }
    const after = { at: '2026-10-31T20:00:00+01:00', note: '', rows: [{ price: 10 }] }
    assert.deepEqual(fieldChanges(before, after, ZONE), [])
    assert.deepEqual(
      fieldChanges(before, { ...before, rows: [{ price: 12 }] }, ZONE).map(
        (change) => change.field
      ),
      ['rows #1 price']
    )
  })
})
