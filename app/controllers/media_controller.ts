import type { HttpContext } from '@adonisjs/core/http'
import { IMAGE_CONTENT_TYPE } from '#lib/image_files'
import { readImageFile } from '#services/images/image_store'

/** A year, the most HTTP caches keep anything: the name is the content's hash, so it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** GET /media/:file: one image variant from the drive disk, forever cacheable. */
export default class MediaController {
  async show(ctx: HttpContext) {
    const { params, request, response } = ctx
    const fileName = String(params.file)
    const etag = `"${fileName}"`
    const file = await readImageFile(fileName)
    if (!file) {
      response.header('Cache-Control', 'no-store')
      return response.status(404).type('text/plain').send('No such image.')
    }
    response.header('Cache-Control', IMMUTABLE)
    response.header('ETag', etag)
    if (request.header('if-none-match') === etag) {
      file.stream.destroy()
      return response.status(304).send('')
    }
    response.header('Content-Type', IMAGE_CONTENT_TYPE)
    response.header('Content-Length', String(file.size))
    return response.stream(file.stream)
  }
}
