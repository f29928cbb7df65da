/*
| The media library: pictures as records (file, alt text, credit, focal
| point) that events and cities point at. Uploading re-encodes the file
| (app/services/images) and keeps it by content hash; replacing a picture's
| file changes its hash, and the database carries the new hash to every
| record using it (migration 0170). Each change is in the history (type
| `media`), like the records'.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Media from '#models/media'
import { recordChange, snapshotOf, type Actor, type RecordedChange } from '#admin/staff/audit_trail'
import { processImage, type ProcessedImage } from '#services/images/image_variants'
import { deleteImageIfUnused, storeImage } from '#services/images/image_store'
import { containsPattern } from '#lib/search_text'

/** What staff write about a picture. */
export interface MediaFields {
  alt: string | null
  credit: string | null
  focal_x: number
  focal_y: number
}

/** A change the library refuses; `message` is for staff. */
export class MediaRefused extends Error {}

/** The database's refusal of a public event whose picture has no alt text (migration 0170). */
export const isAltRefusal = (error: unknown) =>
  (error as { constraint?: string } | null)?.constraint === 'media_alt_before_publishing'

/** The database refused to make public an event whose picture has no alt text. */
export const PUBLISHING_NEEDS_ALT =
  'An event whose picture has no alt text cannot be published: write it in the media library first.'

const ALT_IN_USE =
  'A published or scheduled event shows this picture: its alt text cannot be removed.'

const STILL_USED = 'This picture is still used. Choose another picture for those records first.'

export interface MediaListRow {
  media: Media
  events: number
  cities: number
}

const usageCount = (table: 'events' | 'cities') =>
  db.raw(
    `(SELECT count(*)::int FROM ${table} WHERE ${table}.media_id = media.id) AS ${table}_count`
  )

/** The library, newest first; `q` matches alt text or credit, `missingAlt` only pictures without. */
export async function listMedia(filter: { q?: string; missingAlt?: boolean }) {
  const query = Media.query()
    .select('media.*', usageCount('events'), usageCount('cities'))
    .orderBy('id', 'desc')
    .limit(500)
  if (filter.missingAlt) query.whereNull('alt')
  for (const word of (filter.q ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(word)
    query.where((match) => {
      match
        .whereRaw('search_fold(media.alt) LIKE search_fold(?)', [pattern])
        .orWhereRaw('search_fold(media.credit) LIKE search_fold(?)', [pattern])
        .orWhereRaw('media.id::text = ?', [word])
    })
  }
  const rows = await query
  return rows.map((media): MediaListRow => ({
    media,
    events: Number(media.$extras.events_count),
    cities: Number(media.$extras.cities_count),
  }))
}

/** Every picture, for a picker (newest first, at most 500). */
export async function pickableMedia() {
  return Media.query().orderBy('id', 'desc').limit(500)
}

export async function findMedia(id: string | number) {
  return Media.findOrFail(id)
}

/** The records showing a picture. */
export async function mediaUsage(id: number) {
  const [events, cities] = await Promise.all([
    db.from('events').where('media_id', id).select('id', 'name', 'publication').orderBy('name'),
    db.from('cities').where('media_id', id).select('id', 'name').orderBy('name'),
  ])
  return {
    events: events as { id: string; name: string; publication: string }[],
    cities: cities as { id: number; name: string }[],
  }
}

/** How the history names a picture: its alt text, else its number. */
export async function mediaTitle(id: number): Promise<string | null> {
  const media = await Media.find(id)
  if (!media) return null
  return media.alt ?? `Picture ${media.id} (no alt text yet)`
}

const attributesOf = (fields: MediaFields) => ({
  alt: fields.alt,
  credit: fields.credit,
  focalX: fields.focal_x,
  focalY: fields.focal_y,
})

/** A picture still in use: PostgreSQL 18 reports ON DELETE RESTRICT as 23001, earlier ones as 23503. */
const STILL_REFERENCED = new Set(['23503', '23001'])

/** One transaction for a change of a picture and its history entry. */
async function audited<T>(
  actor: Actor,
  work: (trx: TransactionClientContract) => Promise<RecordedChange<T>>
): Promise<T> {
  try {
    return await db.transaction(async (trx) => {
      const change = await work(trx)
      await recordChange(trx, actor, 'media', change)
      return change.result
    })
  } catch (error) {
    if (isAltRefusal(error)) throw new MediaRefused(ALT_IN_USE)
    if (STILL_REFERENCED.has((error as { code?: string } | null)?.code ?? '')) {
      throw new MediaRefused(STILL_USED)
    }
    throw error
  }
}

/** A picture of the library, and whether it was there already (the same file uploaded again). */
export interface AddedMedia {
  media: Media
  /** the file is a picture of the library already (same content hash): no copy was made */
  existing: boolean
}

/** A new picture from an upload (ImageRefused when the file is not one we take). */
export async function createMedia(actor: Actor, upload: Buffer, fields: MediaFields) {
  return createPreparedMedia(actor, await processImage(upload), fields)
}

/**
 * A new picture from an upload already re-encoded (a record form's
 * picture). A file the library holds already (the same content hash: the
 * same file re-encoded the same way) is not copied: that picture is answered.
 */
export async function createPreparedMedia(
  actor: Actor,
  image: ProcessedImage,
  fields: MediaFields
): Promise<AddedMedia> {
  const same = await Media.query().where('hash', image.hash).orderBy('id').first()
  if (same) return { media: same, existing: true }
  const hash = await storeImage(image)
  const media = await audited(actor, async (trx) => {
    const created = await Media.create({ hash, ...attributesOf(fields) }, { client: trx })
    return {
      action: 'create' as const,
      entityId: created.id,
      before: null,
      after: snapshotOf(created),
      result: created,
    }
  })
  return { media, existing: false }
}

async function changeMedia(
  actor: Actor,
  id: number,
  change: (media: Media) => void
): Promise<{ media: Media; previousHash: string }> {
  return audited(actor, async (trx) => {
    const media = await Media.query({ client: trx }).where('id', id).forUpdate().firstOrFail()
    const before = snapshotOf(media)
    const previousHash = media.hash
    change(media)
    await media.useTransaction(trx).save()
    await media.refresh()
    return {
      action: 'update',
      entityId: id,
      before,
      after: snapshotOf(media),
      result: { media, previousHash },
    }
  })
}

/** Alt text, credit and focal point; every record using the picture shows them at once. */
export async function updateMedia(actor: Actor, id: number, fields: MediaFields) {
  const { media } = await changeMedia(actor, id, (row) => row.merge(attributesOf(fields)))
  return media
}

/** A new file for the picture: every record using it shows the new one at once. */
export async function replaceMediaFile(actor: Actor, id: number, upload: Buffer) {
  await findMedia(id)
  const hash = await storeImage(await processImage(upload))
  const { media, previousHash } = await changeMedia(actor, id, (row) => {
    row.hash = hash
  })
  if (previousHash !== hash) await deleteImageIfUnused(previousHash)
  return media
}

/** Deletes a picture no record uses (its files too, unless another picture has the same). */
export async function deleteMedia(actor: Actor, id: number) {
  const usage = await mediaUsage(id)
  if (usage.events.length + usage.cities.length > 0) {
    throw new MediaRefused(STILL_USED)
  }
  const media = await audited(actor, async (trx) => {
    const row = await Media.query({ client: trx }).where('id', id).forUpdate().firstOrFail()
    await row.useTransaction(trx).delete()
    return { action: 'delete', entityId: id, before: snapshotOf(row), after: null, result: row }
  })
  await deleteImageIfUnused(media.hash)
  return media
}
