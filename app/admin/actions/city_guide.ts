/*
| A city guide's form (issue #27), HTTP-free and through the gate: "Publish
| now" is the record save with the guide's own write (the draft's picture
| goes with it, the draft is removed); "Save as draft" and "Schedule" keep
| the form beside the published guide; "Discard" drops the draft.
*/
import type { DateTime } from 'luxon'
import { discardGuideDraft, publishGuide, saveGuideDraft } from '#admin/workflow/guide_drafts'
import { setDraftImage, type PictureIntent } from '#admin/engine/record_images'
import type { Actor } from '#admin/staff/audit_trail'
import { updateFromForm, type FormUpdate } from '#admin/actions/save_record'
import { through } from '#admin/actions/gate'

/** "Publish now": the form saved as the city's public guide (`draftVersion`: the draft it stood on). */
export function publishGuideForm(save: FormUpdate, draftVersion?: number) {
  return updateFromForm(save, (version) =>
    publishGuide(save.actor, Number(save.id), save.input as never, save.zone, {
      version,
      draftVersion,
    })
  )
}

export interface GuideDraftForm {
  cityId: number
  input: Record<string, unknown> & { name: string }
  baseVersion: number
  draftVersion?: number
  publishAt: DateTime | null
  picture: PictureIntent
}

/** "Save as draft" or "Schedule" (`publishAt`): the draft, with its picture when one was chosen. */
export function saveGuideDraftForm(actor: Actor, form: GuideDraftForm) {
  return through(actor, 'content', async () => {
    const { picture, ...save } = form
    const draft = await saveGuideDraft(actor, save)
    if (picture.choice || picture.remove) await setDraftImage(actor, form.cityId, picture.choice)
    return draft
  })
}

/** "Discard the draft": the published guide stays as it is. */
export function discardGuideDraftForm(actor: Actor, cityId: number, draftVersion?: number) {
  return through(actor, 'content', () => discardGuideDraft(cityId, draftVersion))
}
