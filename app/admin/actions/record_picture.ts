/*
| A record form's picture, in the order a save keeps: before the write, no
| public event shows a picture without alt text; after it, the chosen
| picture (an upload joins the media library) or none.
*/
import {
  pictureRefusalOnPublishing,
  setPreparedImage,
  type ImageOwner,
  type PictureIntent,
} from '#admin/engine/record_images'
import type { AdminResource } from '#admin/engine/admin_resource'
import type { Actor } from '#admin/staff/audit_trail'

/**
 * What became of the form's picture: the new one saved, removed, the
 * library's picture holding the same file used instead of a copy, or
 * nothing asked.
 */
export type PictureOutcome =
  'saved' | 'removed' | { reused: { id: number; alt: string | null } } | null

/** The save would publish a picture without alt text: nothing is written. */
export class AltTextMissing extends Error {}

/** Refuses (AltTextMissing) a save that would publish a picture without alt text. */
export async function refuseAltless(
  resource: AdminResource,
  id: string | number | null,
  input: object,
  current: string | null,
  picture: PictureIntent
) {
  const wanted = (input as { publication?: string }).publication
  const refusal = await pictureRefusalOnPublishing(resource.entity, id, wanted, current, picture)
  if (refusal) throw new AltTextMissing(refusal)
}

/** After the fields were saved: the new picture, or none. */
export async function applyPicture(
  actor: Actor,
  resource: AdminResource,
  id: string | number,
  picture: PictureIntent
): Promise<PictureOutcome> {
  const owner = resource.entity as ImageOwner
  if (picture.choice) {
    const { reused } = await setPreparedImage(actor, owner, id, picture.choice)
    return reused ? { reused: { id: reused.id, alt: reused.alt } } : 'saved'
  }
  if (!picture.remove) return null
  await setPreparedImage(actor, owner, id, null)
  return 'removed'
}
