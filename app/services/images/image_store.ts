/*
| The image variants in @adonisjs/drive (config/drive.ts), under
| `images/<hash>-<size>.jpg`. Files are written once and never change (the
| name is their content hash); a hash no picture of the media library
| uses any more is deleted.
*/
import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { ProcessedImage } from '#services/images/image_variants'
import {
  IMAGE_CONTENT_TYPE,
  IMAGE_FILE_NAME,
  IMAGE_SIZES,
  imageFileName,
  type ImageSize,
} from '#lib/image_files'

/** The tables whose rows point at an image, and their column holding its hash. */
const IMAGE_OWNERS = [
  ['media', 'hash'],
  ['events', 'image_hash'],
  ['cities', 'image_hash'],
  ['city_guide_drafts', 'image_hash'],
] as const

const keyOf = (fileName: string) => `images/${fileName}`

/** Writes every variant unless the same content is stored already. */
export async function storeImage(image: ProcessedImage): Promise<string> {
  const disk = drive.use()
  for (const { size, bytes } of image.variants) {
    const key = keyOf(imageFileName(image.hash, size))
    if (!(await disk.exists(key))) await disk.put(key, bytes, { contentType: IMAGE_CONTENT_TYPE })
  }
  return image.hash
}

/** A stored variant as a stream, or null (unknown name, or not stored). */
export async function readImageFile(
  fileName: string
): Promise<{ stream: Readable; size: number } | null> {
  if (!IMAGE_FILE_NAME.test(fileName)) return null
  const disk = drive.use()
  const key = keyOf(fileName)
  if (!(await disk.exists(key))) return null
  const { contentLength } = await disk.getMetaData(key)
  return { stream: await disk.getStream(key), size: contentLength }
}

/** Deletes the variants of `hash` when no picture of the library uses it any more. */
export async function deleteImageIfUnused(hash: string | null) {
  if (!hash) return
  for (const [table, column] of IMAGE_OWNERS) {
    if (await db.from(table).where(column, hash).first()) return
  }
  const disk = drive.use()
  for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
    await disk.delete(keyOf(imageFileName(hash, size)))
  }
}
