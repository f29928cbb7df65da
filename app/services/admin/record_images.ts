/*
| The picture of an event or a city, set or removed by staff: the upload is
| re-encoded (app/services/images), its variants stored, the record pointed
| at them in one audited change, and the previous picture's files deleted
| when nothing uses them any more. A city's picture goes to its guide's
| draft: the public sees it once the guide is published (guide_drafts.ts).
*/
import City from '#models/city'
import Event from '#models/event'
import { auditedChange, snapshotOf, type Actor } from '#services/admin/audit_trail'
import { processImage, type ProcessedImage } from '#services/images/image_variants'
import { deleteImageIfUnused, storeImage } from '#services/images/image_store'
import { setDraftPicture } from '#services/admin/guide_drafts'

export type ImageOwner = 'event' | 'city'

const MODELS = { event: Event, city: City }

async function pointAt(actor: Actor, owner: ImageOwner, id: string | number, hash: string | null) {
  return auditedChange(actor, owner, async (trx) => {
    const record = await MODELS[owner].query({ client: trx }).where('id', id).firstOrFail()
    const before = snapshotOf(record)
    const previous = record.imageHash
    record.imageHash = hash
    await record.useTransaction(trx).save()
    return {
      action: 'update' as const,
      entityId: record.id,
      before,
      after: snapshotOf(record),
      result: { name: record.name, previous },
    }
  })
}

/** An uploaded picture made ready (re-encoded through the queue); ImageRefused when it is not one we take. */
export async function preparePicture(upload: Buffer): Promise<ProcessedImage> {
  return processImage(upload)
}

/** Points the record at a prepared picture (stored first), or at none, in one audited change. */
export async function setPreparedImage(
  actor: Actor,
  owner: ImageOwner,
  id: string | number,
  image: ProcessedImage | null
) {
  const hash = image ? await storeImage(image) : null
  const { name, previous } = await pointAt(actor, owner, id, hash)
  if (previous !== hash) await deleteImageIfUnused(previous)
  return { name, hash }
}

/** A city guide draft's picture (prepared), or none: public once the guide is published. */
export async function setDraftImage(actor: Actor, cityId: number, image: ProcessedImage | null) {
  const hash = image ? await storeImage(image) : null
  return { ...(await setDraftPicture(actor, cityId, hash)), hash }
}

/** Sets the picture from an uploaded file (its own form; a city's goes to its guide's draft). */
export async function setRecordImage(
  actor: Actor,
  owner: ImageOwner,
  id: string | number,
  upload: Buffer
) {
  const image = await preparePicture(upload)
  if (owner === 'city') return setDraftImage(actor, Number(id), image)
  return setPreparedImage(actor, owner, id, image)
}

/** Removes the picture (its own form; a city's removal waits in its guide's draft). */
export async function removeRecordImage(actor: Actor, owner: ImageOwner, id: string | number) {
  if (owner === 'city') return setDraftPicture(actor, Number(id), null)
  return setPreparedImage(actor, owner, id, null)
}

/** The id of the event or city an image goes to (404 when there is none). */
export async function existingImageOwnerId(
  owner: ImageOwner,
  id: string
): Promise<string | number> {
  const record = owner === 'city' ? await City.findOrFail(id) : await Event.findOrFail(id)
  return record.id
}
