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

/** The absolute URL of one variant (the largest by default); null without an image. */
export function imageUrl(hash: string | null, size: ImageSize = 'lg'): string | null {
  return hash ? absoluteUrl(`${MEDIA_PATH}/${imageFileName(hash, size)}`) : null
}

const SERVED_VARIANT = /-(sm|md|lg)\.jpg$/

/** Another variant of a served image URL (a URL not of ours is returned as it is). */
export function imageVariantUrl(url: string, size: ImageSize): string {
  return url.replace(SERVED_VARIANT, `-${size}.jpg`)
}

/** `srcset` of a served image URL: every variant with its width. */
export function imageSrcset(url: string): string {
  return (Object.entries(IMAGE_SIZES) as [ImageSize, number][])
    .map(([size, width]) => `${imageVariantUrl(url, size)} ${width}w`)
    .join(', ')
}
