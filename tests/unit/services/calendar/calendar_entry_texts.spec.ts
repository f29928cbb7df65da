import { test } from '@japa/runner'
import {
  entryTextKey,
  entryTextsKept,
  keepEntryText,
  keptEntryText,
} from '#services/calendar/calendar_entry_texts'

/*
| The kept VEVENT texts hold their bound however many events go through
| them, and a flood of events seen once cannot push out one read again.
*/
test.group('Calendar entry texts', () => {
  test('bounded by bytes and entries; an event read again outlives a flood', ({ assert }) => {
    const text = `BEGIN:VEVENT\r\n${'X'.repeat(1200)}\r\nEND:VEVENT\r\n`
    const hot = entryTextKey('hot-event', 3, new Date('2027-01-01T00:00:00Z'))
    keepEntryText(hot, text, 'Europe/Berlin')
    assert.equal(keptEntryText(hot)?.zone, 'Europe/Berlin')
    for (let i = 0; i < 20_000; i++) {
      keepEntryText(entryTextKey(`flood-${i}`, 1, new Date(i)), text, null)
      if (i % 1000 === 0) keptEntryText(hot)
    }
    const kept = entryTextsKept()
    assert.isAtMost(kept.bytes, 4 * 1024 * 1024)
    assert.isAtMost(kept.entries, 4096)
    assert.isAbove(kept.entries, 100, 'the texts seen once still have their share')
    assert.equal(keptEntryText(hot)?.text, text)
    assert.isUndefined(keptEntryText(entryTextKey('flood-0', 1, new Date(0))))
  })

  test('the key names the row version: another version or last change is another text', ({
    assert,
  }) => {
    const at = new Date('2027-01-01T00:00:00.123Z')
    const keys = new Set([
      entryTextKey('a', 1, at),
      entryTextKey('a', 2, at),
      entryTextKey('a', 1, new Date(at.getTime() + 1)),
      entryTextKey('b', 1, at),
    ])
    assert.equal(keys.size, 4)
  })
})
