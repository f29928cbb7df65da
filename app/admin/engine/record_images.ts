/*
| The picture of an event or a city: a picture of the media library, chosen
| from it or uploaded (then it becomes one, re-encoded through
| app/services/images first), pointed at in one audited change of the
| record. Removing the picture from a record keeps it in the library. A
| city's picture goes to its guide's draft: the public sees it once the guide
| is published (guide_drafts.ts). A public event takes only a picture with
| alt text (the database refuses otherwise, migration 0170; PictureNeedsAlt
| and pictureRefusalOnPublishing say it in staff words).
*/
import City from '#models/city'
import Event from '#models/event'
import Media from '#models/media'
import { auditedChange, snapshotOf, type Actor } from '#admin/staff/audit_trail'
import { processImage, type ProcessedImage } from '#services/images/image_variants'
import { setDraftPicture } from '#admin/workflow/guide_drafts'
import {
  createPreparedMedia,
  type AddedMedia,
  isAltRefusal,
  pickableMedia,
  type MediaFields,
} from '#admin/media/media_library'

export type ImageOwner = 'event' | 'city'

const MODELS = { event: Event, city: City }

const NO_DETAILS: MediaFields = { alt: null, credit: null, focal_x: 50, focal_y: 50 }

/**
 * The picture a form asks for: an upload made ready (it becomes a picture of
 * the library with `fields`), or a picture of the library; null: none.
 */
export type PictureChoice = { image: ProcessedImage; fields: MediaFields } | { mediaId: number }

/** A public event would show a picture without alt text. */
export class PictureNeedsAlt extends Error {
  constructor() {
    super(
      'This event is published or scheduled: its picture needs alt text first. Write it in the media library.'
    )
  }
}

async function pointAt(
  actor: Actor,
  owner: ImageOwner,
  id: string | number,
  mediaId: number | null
) {
  try {
    return await auditedChange(actor, owner, async (trx) => {
      const record = await MODELS[owner].query({ client: trx }).where('id', id).firstOrFail()
      const before = snapshotOf(record)
      record.mediaId = mediaId
      await record.useTransaction(trx).save()
      await record.refresh()
      return {
        action: 'update' as const,
        entityId: record.id,
        before,
        after: snapshotOf(record),
        result: { name: record.name },
      }
    })
  } catch (error) {
    if (isAltRefusal(error)) throw new PictureNeedsAlt()
    throw error
  }
}

/** An uploaded picture made ready (re-encoded through the queue); ImageRefused when it is not one we take. */
export async function preparePicture(upload: Buffer): Promise<ProcessedImage> {
  return processImage(upload)
}

/**
 * The library's picture a choice names (a new one for an upload; the one
 * holding the same file already, `existing`, for a file uploaded again).
 */
async function mediaOf(actor: Actor, choice: PictureChoice | null): Promise<AddedMedia | null> {
  if (choice === null) return null
  if ('mediaId' in choice) return { media: await Media.findOrFail(choice.mediaId), existing: true }
  return createPreparedMedia(actor, choice.image, choice.fields)
}

/** An upload the library held already: the picture used instead of a copy, else null. */
const reusedOf = (choice: PictureChoice | null, added: AddedMedia | null) =>
  choice && !('mediaId' in choice) && added?.existing ? added.media : null

/** Points the record at the chosen picture (an upload joins the library first), or at none. */
export async function setPreparedImage(
  actor: Actor,
  owner: ImageOwner,
  id: string | number,
  choice: PictureChoice | null
) {
  const added = await mediaOf(actor, choice)
  const { name } = await pointAt(actor, owner, id, added?.media.id ?? null)
  return { name, hash: added?.media.hash ?? null, reused: reusedOf(choice, added) }
}

/** A city guide draft's picture (chosen or uploaded), or none: public once the guide is published. */
export async function setDraftImage(actor: Actor, cityId: number, choice: PictureChoice | null) {
  const added = await mediaOf(actor, choice)
  return {
    ...(await setDraftPicture(actor, cityId, added?.media ?? null)),
    hash: added?.media.hash ?? null,
    reused: reusedOf(choice, added),
  }
}

/**
 * Sets the picture from an uploaded file (its own form), which becomes a
 * picture of the library with `fields`; a city's goes to its guide's draft.
 */
export async function setRecordImage(
  actor: Actor,
  owner: ImageOwner,
  id: string | number,
  upload: Buffer,
  fields: MediaFields = NO_DETAILS
) {
  const choice = { image: await preparePicture(upload), fields }
  if (owner === 'city') return setDraftImage(actor, Number(id), choice)
  return setPreparedImage(actor, owner, id, choice)
}

/** Shows a picture of the library on the record (reuse); a city's goes to its guide's draft. */
export async function useMediaOn(
  actor: Actor,
  owner: ImageOwner,
  id: string | number,
  mediaId: number
) {
  if (owner === 'city') return setDraftImage(actor, Number(id), { mediaId })
  return setPreparedImage(actor, owner, id, { mediaId })
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

/** A form's picture change, as far as publishing cares. */
export interface PictureIntent {
  choice: PictureChoice | null
  remove: boolean
}

const KEEP_PICTURE: PictureIntent = { choice: null, remove: false }

/** The alt text of the picture a choice names (an upload's typed one). */
async function altOfChoice(choice: PictureChoice) {
  if (!('mediaId' in choice)) return { alt: choice.fields.alt, id: null }
  const media = await Media.find(choice.mediaId)
  return { alt: media?.alt ?? null, id: choice.mediaId }
}

/**
 * Why saving an event with `publication` (and the form's picture change)
 * would be refused for its picture (no alt text yet), in staff words; null
 * when it may be saved.
 */
export async function pictureRefusalOnPublishing(
  owner: string,
  id: string | number | null,
  publication: string | undefined,
  current: string | null,
  picture: PictureIntent = KEEP_PICTURE
): Promise<string | null> {
  if (owner !== 'event' || !publication || publication === 'draft') return null
  if (picture.choice) {
    const { alt, id: mediaId } = await altOfChoice(picture.choice)
    if (alt !== null) return null
    return mediaId === null
      ? 'Write the alt text of the new picture (Picture card) before publishing this event.'
      : `Write the alt text of this event's picture before publishing it (Media library, picture ${mediaId}).`
  }
  if (picture.remove || id === null) return null
  /* as the database: only a change of publication is checked (pictures older than the library) */
  if (publication === current) return null
  const event = await Event.query().where('id', id).preload('media').first()
  if (!event?.media || event.media.alt !== null) return null
  return `Write the alt text of this event's picture before publishing it (Media library, picture ${event.media.id}).`
}

/** What a record's picture card shows: its picture of the library, and the pictures to pick from. */
export async function picturePanel(record: { mediaId?: number | null } | null) {
  if (!record || record.mediaId === undefined) return null
  const [media, library] = await Promise.all([
    record.mediaId === null ? null : Media.find(record.mediaId),
    pickableMedia(),
  ])
  return { media, library }
}
