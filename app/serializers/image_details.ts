/* `image_alt`, `image_credit`, `image_focal_point` (app/schemas/common.ts imageDetails) from a picture's record. */

interface PictureFacts {
  hash: string | null
  alt: string | null
  credit: string | null
  focalX: number | null
  focalY: number | null
}

export function serializeImageDetails({ hash, alt, credit, focalX, focalY }: PictureFacts) {
  const shown = hash !== null
  return {
    image_alt: shown ? alt : null,
    image_credit: shown ? credit : null,
    image_focal_point:
      shown && focalX !== null && focalY !== null ? { x: focalX, y: focalY } : null,
  }
}
