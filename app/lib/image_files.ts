/*
| Names and URLs of the served image variants: `/media/<hash>-<size>.jpg`,
| where <hash> is the content hash of the variants (app/services/images).
*/
import { absoluteUrl } from '#lib/urls'

/** The served variants, each a bounding box in pixels, smallest first. */
export const IMAGE_SIZES = { sm: 480, md: 960, lg: 1600 } as const
export type ImageSize = keyof typeof IMAGE_SIZES

/** `<16 hex>-<size>.jpg`: the only names the media route serves. */
export const IMAGE_FILE_NAME = /^([0-9a-f]{16})-(sm|md|lg)\.jpg$/
export const IMAGE_CONTENT_TYPE = 'image/jpeg'
export const MEDIA_PATH = '/media'

export const imageFileName = (hash: string, size: ImageSize) => `${hash}-${size}.jpg`

/** The path of one variant on this host, for the service's own pages (`img-src 'self'`). */
export const imagePath = (hash: string, size: ImageSize) =>
  `${MEDIA_PATH}/${imageFileName(hash, size)}`

/** The absolute URL of one variant (the largest by default); null without an image. */
export function imageUrl(hash: string | null, size: ImageSize = 'lg'): string | null {
  return hash ? absoluteUrl(imagePath(hash, size)) : null
}

const SERVED_VARIANT = /-(sm|md|lg)\.jpg$/

/**
 * Another variant of a served image URL, as a path when it is on this
 * service (pages load it from their own origin, whatever host they were
 * reached by); another URL is returned as it is.
 */
export function imageVariantUrl(url: string, size: ImageSize): string {
  const variant = url.replace(SERVED_VARIANT, `-${size}.jpg`)
  const own = absoluteUrl(MEDIA_PATH)
  return variant.startsWith(`${own}/`) ? variant.slice(own.length - MEDIA_PATH.length) : variant
}

/** `srcset` of a served image URL: every variant with its width. */
export function imageSrcset(url: string): string {
  return (Object.entries(IMAGE_SIZES) as [ImageSize, number][])
    .map(([size, width]) => `${imageVariantUrl(url, size)} ${width}w`)
    .join(', ')
}
