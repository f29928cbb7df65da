/*
| What staff read after saving an event, partner or doc: whether the public
| sees it now, from when, or not at all (never "live" for a draft).
*/
import type { DateTime } from 'luxon'
import { publicationStatus, type PublicationFields } from '#lib/publication'
import { serviceConfig } from '#config/service'

interface SavedRecord extends PublicationFields {
  publishAt: DateTime | null
}

const staffTime = (instant: DateTime) =>
  instant.setZone(serviceConfig.staffTimezone).toFormat('d LLL yyyy, HH:mm ZZZZ')

export function savedNotice(title: string, record: SavedRecord): string {
  switch (publicationStatus(record)) {
    case 'draft':
      return `${title} was saved as a draft: only staff see it.`
    case 'scheduled':
      return `${title} was saved. It is scheduled: the public sees it from ${staffTime(record.publishAt!)}.`
    case 'ended':
      return `${title} was saved. It is unpublished: the public does not see it.`
    default:
      return `${title} was saved. The change is live.`
  }
}
