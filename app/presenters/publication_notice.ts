/*
| What staff read after saving a record: for an event, partner or doc,
| whether the public sees it now, from when, or not at all (never "live"
| for a draft); other records are live at once.
*/
import type { DateTime } from 'luxon'
import { publicationStatus, type PublicationFields } from '#lib/publication'

type SavedRecord = Partial<PublicationFields> & { publishAt?: DateTime | null }

const isPublishable = (record: SavedRecord): record is SavedRecord & PublicationFields =>
  record.publication !== undefined

/** The notice after saving `record` titled `title`; times in the reader's `zone`. */
export function savedNotice(title: string, record: SavedRecord, zone: string): string {
  const status = isPublishable(record) ? publicationStatus(record) : 'live'
  switch (status) {
    case 'draft':
      return `${title} was saved as a draft: only staff see it.`
    case 'scheduled': {
      const from = record.publishAt!.setZone(zone).toFormat('d LLL yyyy, HH:mm ZZZZ')
      return `${title} was saved. It is scheduled: the public sees it from ${from}.`
    }
    case 'ended':
      return `${title} was saved. It is unpublished: the public does not see it.`
    default:
      return `${title} was saved. The change is live.`
  }
}
