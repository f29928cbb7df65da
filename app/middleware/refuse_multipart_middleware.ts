import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'

/**
 * Paths that take file uploads (multipart bodies): only the forms of an event
 * or a city (with their picture), their picture upload, the media library's
 * uploads and the events import, whose controllers read the body itself,
 * after auth and CSRF, bounded in bytes and without temp files
 * (readMultipartBody in #http/bodies/request_body; the import's worker parses its own).
 */
export const FILE_UPLOAD_PATHS: readonly RegExp[] = [
  /^\/admin\/(events|cities)\/[^/]+\/image$/,
  /* a record's form with its picture: create and update (app/admin/http/form_picture.ts) */
  /^\/admin\/(events|cities)(\/[^/]+)?$/,
  /* a new picture of the media library, or a new file for one (app/admin/controllers/media_controller.ts) */
  /^\/admin\/media$/,
  /^\/admin\/media\/\d+\/file$/,
  /* a spreadsheet of events to import (app/admin/controllers/event_imports_controller.ts) */
  /^\/admin\/events\/import$/,
]

export class UnsupportedMediaTypeError extends Exception {
  static status = 415
  static code = 'E_UNSUPPORTED_MEDIA_TYPE'
  static message =
    'Multipart bodies are not accepted here: send JSON (or a form, in the admin panel).'
}

function isMultipart(contentType: string | undefined): boolean {
  return /^\s*multipart\//i.test(contentType ?? '')
}

/**
 * Server middleware, before routing: a multipart body sent anywhere but a
 * file-upload path is refused with 415 without reading a byte of it, so
 * nothing reaches the disk and no route (or 404/405) is ever asked.
 */
export default class RefuseMultipartMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    const path = request.url()
    if (
      isMultipart(request.header('content-type')) &&
      !FILE_UPLOAD_PATHS.some((p) => p.test(path))
    ) {
      throw new UnsupportedMediaTypeError()
    }
    return next()
  }
}
