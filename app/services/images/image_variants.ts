/*
| Turning an uploaded picture into the variants the service serves: read
| with sharp (JPEG, PNG or WebP only, bounded in bytes and pixels), turned
| upright from its EXIF orientation, resized to a few widths, re-encoded as
| JPEG (sRGB, transparency flattened onto white) with no metadata at all
| (EXIF, GPS, ICC, XMP are dropped: sharp keeps none unless asked). The
| content hash of the variants names them, so a URL never changes meaning.
|
| Decoding a 40-megapixel picture takes ~160 MB and a core: pictures go
| through a queue, one at a time per process and one variant after the
| other, with libvips on one thread and its operation cache off, so a burst
| of uploads waits its turn instead of taking the cores and memory that
| every other request needs (issue: 16 concurrent 40 MP uploads pushed
| /health p95 to 627 ms and left +300 MB). Each picture also takes a place
| in the process's admission gate (heavy work, staff's: ahead of the
| public's, never refused), so pictures and public heavy reads share the cores.
*/
import { createHash } from 'node:crypto'
import pLimit from 'p-limit'
import sharp from 'sharp'
import logger from '@adonisjs/core/services/logger'
import { IMAGE_SIZES, type ImageSize } from '#lib/image_files'
import { admit } from '#services/admission/admission_gate'

/** Largest upload staff may send (the admin route reads a little more for the form around it). */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024
/** Pixels of the decoded picture; larger ones are refused before decoding (decompression bombs). */
const IMAGE_MAX_PIXELS = 40_000_000
const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const

/** Pictures decoded at the same time in this process; the rest wait in order. */
const IMAGE_QUEUE_CONCURRENCY = 1
const imageQueue = pLimit(IMAGE_QUEUE_CONCURRENCY)
sharp.concurrency(1)
sharp.cache(false)

export interface ImageVariant {
  size: ImageSize
  width: number
  height: number
  bytes: Buffer
}

export interface ProcessedImage {
  /** 16 hex digits of SHA-256 over every variant's bytes */
  hash: string
  variants: ImageVariant[]
}

/** A picture staff sent that the service does not take; `message` is for them. */
export class ImageRefused extends Error {}

async function acceptedFormat(input: Buffer) {
  let format: string | undefined
  try {
    ;({ format } = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata())
  } catch {
    throw new ImageRefused('This file is not a picture we can read. Send a JPEG, PNG or WebP file.')
  }
  if (!(IMAGE_FORMATS as readonly string[]).includes(format ?? '')) {
    throw new ImageRefused(`This is a ${format} file. Send a JPEG, PNG or WebP file.`)
  }
}

async function variant(input: Buffer, size: ImageSize): Promise<ImageVariant> {
  const box = IMAGE_SIZES[size]
  const { data, info } = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
  return { size, width: info.width, height: info.height, bytes: data }
}

/** The variants of an uploaded picture (through the queue); ImageRefused when it is not one we take. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new ImageRefused('Choose a picture to upload.')
  if (input.length > IMAGE_MAX_BYTES) {
    throw new ImageRefused(`The picture is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`)
  }
  return imageQueue(() => admit('picture', () => processAccepted(input)))
}

let decoding = 0

async function processAccepted(input: Buffer): Promise<ProcessedImage> {
  decoding++
  logger.debug({ decoding, waiting: imageQueue.pendingCount }, 'picture: decoding')
  try {
    return await variantsOf(input)
  } finally {
    decoding--
  }
}

async function variantsOf(input: Buffer): Promise<ProcessedImage> {
  await acceptedFormat(input)
  const variants: ImageVariant[] = []
  try {
    for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
      variants.push(await variant(input, size))
    }
  } catch {
    throw new ImageRefused('This picture is damaged or too large (at most 40 megapixels).')
  }
  const digest = createHash('sha256')
  for (const { bytes } of variants) digest.update(bytes)
  return { hash: digest.digest('hex').slice(0, 16), variants }
}
