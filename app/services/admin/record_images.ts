/*
| The picture of an event or a city: a picture of the media library, chosen
| from it or uploaded (then it becomes one), pointed at in one audited
| change of the record. Removing the picture from a record keeps it in the
| library. A public event takes only a picture with alt text (the database
| refuses otherwise, migration 0170; PictureNeedsAlt says it in staff words).
*/
import City from '#models/city'
import Event from '#models/event'
import Media from '#models/media'
import { auditedChange, snapshotOf, type Actor } from '#services/admin/audit_trail'
import {
  createMedia,
  isAltRefusal,
  pickableMedia,
  type MediaFields,
} from '#services/media/media_library'

export type ImageOwner = 'event' | 'city'

const MODELS = { event: Event, city: City }

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

/**
 * Sets the picture from an uploaded file, which becomes a picture of the
 * library with `fields` (ImageRefused when it is not one we take).
 */
export async function setRecordImage(
  actor: Actor,
  owner: ImageOwner,
  id: string | number,
  upload: Buffer,
  fields: MediaFields = { alt: null, credit: null, focal_x: 50, focal_y: 50 }
) {
  const media = await createMedia(actor, upload, fields)
  const { name } = await pointAt(actor, owner, id, media.id)
  return { name, hash: media.hash, mediaId: media.id }
}

/** Shows a picture of the library on the record (reuse). */
export async function useMediaOn(
  actor: Actor,
  owner: ImageOwner,
  id: string | number,
  mediaId: number
) {
  await Media.findOrFail(mediaId)
  return pointAt(actor, owner, id, mediaId)
}

export async function removeRecordImage(actor: Actor, owner: ImageOwner, id: string | number) {
  return pointAt(actor, owner, id, null)
}

/** The id of the event or city an image goes to (404 when there is none). */
export async function existingImageOwnerId(
  owner: ImageOwner,
  id: string
): Promise<string | number> {
  const record = owner === 'city' ? await City.findOrFail(id) : await Event.findOrFail(id)
  return record.id
}

/**
 * Why saving an event with `publication` would be refused for its picture
 * (no alt text yet), in staff words; null when it may be saved.
 */
export async function pictureRefusalOnPublishing(
  owner: string,
  id: string | number | null,
  publication: string | undefined,
  current: string | null
): Promise<string | null> {
  if (owner !== 'event' || id === null || !publication || publication === 'draft') return null
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
