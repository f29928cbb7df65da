/*
| The VEVENT text of each event, kept under what the database says makes it:
| the event's id, its version and its last change. Migration 0030 moves both
| on every change of the event, of its ticket rounds and of its city's name,
| slug and zone, and `updated_at` is always the writing transaction's time.
| The text holds nothing derived from the clock (#presenters/event_calendar_text),
| so one key is one text: a calendar of events already written is joined from
| their texts instead of being written again (a 200-event calendar was about
| 30 ms of CPU, a third of a burst of calendars). Bounded like the read cache:
| a segmented LRU, so events seen once cannot push out those read again.
*/
import { SegmentedLru } from '#services/read_cache/cache_segments'

export interface EntryText {
  /** the VEVENT, folded, with its line end */
  text: string
  /** the zone of its times (a VTIMEZONE of the calendar), null: UTC */
  zone: string | null
  bytes: number
}

/** Bookkeeping of one text: Map slots, the record, its two strings' headers. */
const OVERHEAD = 160

const texts = new SegmentedLru<EntryText>({ maxBytes: 4 * 1024 * 1024, maxEntries: 4096 })

/** The key of an event's text, from its row as the database keeps it. */
export function entryTextKey(id: string, version: number, updatedAt: Date): string {
  return `${id}\n${version}\n${updatedAt.getTime()}`
}

/** The text kept under `key`, counted as read. */
export function keptEntryText(key: string): EntryText | undefined {
  const kept = texts.peek(key)
  if (kept) texts.touch(key, kept)
  return kept
}

export function keepEntryText(key: string, text: string, zone: string | null) {
  /* strings count two bytes a character: a text with any non-Latin-1 character is stored so */
  const bytes = OVERHEAD + (key.length + text.length) * 2
  if (texts.fits(bytes)) texts.set(key, { text, zone, bytes })
}

/** What is kept: texts and their bytes. */
export function entryTextsKept() {
  return { entries: texts.size, bytes: texts.bytes }
}
