/*
| What staff read about a city guide's draft: the notice after saving one,
| after a refused save, and the draft card of the city form.
*/
import type { DateTime } from 'luxon'

const STAFF_TIME = 'd LLL yyyy, HH:mm ZZZZ'

/** A guide draft as the form and the notices need it. */
export interface GuideDraftFacts {
  version: number
  publishAt: DateTime | null
  updatedAt: DateTime
  editor?: { fullName?: string | null; email: string } | null
}

const when = (time: DateTime, zone: string) => time.setZone(zone).toFormat(STAFF_TIME)

const editorName = (draft: GuideDraftFacts) =>
  draft.editor?.fullName || draft.editor?.email || 'someone no longer on the staff'

/** After "Save as draft" or "Schedule". */
export function draftNotice(title: string, publishAt: DateTime | null, zone: string): string {
  if (publishAt) {
    return `${title}: the draft is saved and scheduled. The public sees it from ${when(publishAt, zone)}; until then, the published guide.`
  }
  return `${title}: the draft is saved. Only staff see it (Preview); the public still sees the published guide.`
}

/** A draft save or discard refused because the draft changed (or went) since the form was opened. */
export function staleDraftNotice(draft: GuideDraftFacts | null, zone: string): string {
  const what = draft
    ? `${editorName(draft)} saved this draft at ${when(draft.updatedAt, zone)}`
    : 'the draft was published or discarded'
  return `Nothing was saved: ${what} since you opened the form. Open the guide again to see the current draft; your own changes can be put back from this browser.`
}

/** The draft card of the city form. */
export function draftPanel(draft: GuideDraftFacts | null, zone: string, previewUrl: string) {
  if (!draft) {
    return {
      draftVersion: 0,
      status: 'Published',
      text: 'The public sees this guide as it is. Save as draft to prepare changes the public does not see until you publish them.',
      previewUrl,
      scheduledFor: null,
    }
  }
  const saved = `Draft saved ${when(draft.updatedAt, zone)} by ${editorName(draft)}.`
  return {
    draftVersion: draft.version,
    status: draft.publishAt ? 'Draft, scheduled' : 'Draft',
    text: draft.publishAt
      ? `${saved} It goes live ${when(draft.publishAt, zone)}; until then the public sees the published guide.`
      : `${saved} The public still sees the published guide until you publish.`,
    previewUrl,
    scheduledFor: draft.publishAt
      ? draft.publishAt.setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm")
      : null,
  }
}
