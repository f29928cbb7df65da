/*
| A record's form with its picture (events, cities): one multipart submit
| saves the typed fields and the picture together, on the first save of a
| new record too. The body is read here, after auth and CSRF (its CSRF token
| comes in the action's query string), at most the form's bytes plus one
| picture's; the picture is re-encoded through the image queue
| (app/services/images/image_variants.ts) before anything is written, and a
| refused picture is an error beside its field with every typed value kept.
| A new picture becomes a picture of the media library with the alt text and
| credit typed beside it; a picture of the library can be chosen instead
| (`image_media_id`), saved with the same Save.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import type { AdminResource } from '#admin/engine/admin_resource'
import { readMultipartBody, uploadedFile, type UploadedFile } from '#http/bodies/request_body'
import { formFieldsOf } from '#lib/multipart_form'
import { INPUT_LIMITS } from '#lib/input_policy'
import { IMAGE_MAX_BYTES, ImageRefused } from '#services/images/image_variants'
import { preparePicture, type PictureChoice, type PictureIntent } from '#admin/engine/record_images'
import { formPictureValidator, mediaFieldsOf } from '#admin/validators/media'
import { isSessionStillCurrent } from '#admin/http/staff_sessions'

/** Room for the multipart framing around the fields and the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024
const FORM_WITH_PICTURE_BYTES = INPUT_LIMITS.formBytes + IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES

const PICTURE_FIELD = 'image'
const REMOVE_FIELD = 'remove_image'

/** What staff read when a form with an error had a picture chosen: the browser cannot keep it. */
const CHOOSE_AGAIN = 'Choose the picture again: a picture is not kept when the form has errors'

/** The form could not be read (too large, broken): nothing of it is known, nothing saved. */
export class UnreadableForm extends Error {}

/** The session ended while the upload came in: nothing is saved. */
export class SignedOutDuringUpload extends Error {
  constructor(readonly hadPicture: boolean) {
    super('signed out during the upload')
  }
}

/** The picture change a form asked for (`details`: the picture card's typed fields). */
export interface PictureChange {
  file: UploadedFile | null
  remove: boolean
  details: Record<string, unknown>
}

/** The picture card's fields beside the file: alt text, credit, a picture of the library. */
const DETAIL_FIELDS = ['image_alt', 'image_credit', 'image_media_id'] as const

function detailsOf(fields: Record<string, unknown>) {
  return Object.fromEntries(DETAIL_FIELDS.map((key) => [key, fields[key] ?? undefined]))
}

const hasPicture = (resource: AdminResource) => resource.form.image === true

const isMultipart = (ctx: HttpContext) =>
  /^\s*multipart\/form-data/i.test(ctx.request.header('content-type') ?? '')

function pictureRefusal(message: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field: PICTURE_FIELD, rule: 'image', message }])
}

/** The upload could not be read: why, in staff's words (null: not an upload failure). */
function unreadable(error: unknown): string | null {
  const code = (error as { code?: string })?.code
  if (code === 'E_REQUEST_ENTITY_TOO_LARGE') {
    return `The picture is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB: choose a smaller one.`
  }
  if (code === 'E_INVALID_MULTIPART') return 'The form could not be read. Try again.'
  return null
}

/**
 * Reads a record form sent as multipart: its fields become the request's
 * body (as if sent URL-encoded), and the picture change is returned. A form
 * sent URL-encoded (no picture field) asks for no change.
 */
export async function readFormPicture(
  ctx: HttpContext,
  resource: AdminResource
): Promise<PictureChange> {
  if (!hasPicture(resource) || !isMultipart(ctx)) {
    const fields = ctx.request.all()
    return { file: null, remove: Boolean(fields[REMOVE_FIELD]), details: detailsOf(fields) }
  }
  let form: FormData
  try {
    form = await readMultipartBody(ctx.request.request, FORM_WITH_PICTURE_BYTES)
  } catch (error) {
    const message = unreadable(error)
    if (message === null) throw error
    throw new UnreadableForm(`${message} Nothing was saved.`)
  }
  const { raw, fields } = formFieldsOf(form)
  /* the body AdonisJS's parser would have set (flashed back with errors as typed) */
  ctx.request.setInitialBody(fields)
  ctx.request.updateRawBody(raw)
  /* the upload may have taken minutes: the session may have ended meanwhile */
  const file = await uploadedFile(form, PICTURE_FIELD)
  if (!(await isSessionStillCurrent(ctx))) throw new SignedOutDuringUpload(file !== null)
  return { file, remove: Boolean(fields[REMOVE_FIELD]), details: detailsOf(fields) }
}

/**
 * The chosen picture made ready before anything is saved (an upload with its
 * alt text and credit, or a picture of the library); a refused one is an
 * error beside the picture field (the typed values are kept).
 */
export async function preparedPicture(change: PictureChange): Promise<PictureChoice | null> {
  const details = await formPictureValidator.validate(change.details)
  if (!change.file) return details.image_media_id ? { mediaId: details.image_media_id } : null
  const fields = mediaFieldsOf({ alt: details.image_alt, credit: details.image_credit })
  try {
    return { image: await preparePicture(change.file), fields }
  } catch (error) {
    if (error instanceof ImageRefused) throw pictureRefusal(error.message)
    throw error
  }
}

/** A form that failed validation with a picture chosen: the errors also ask for the picture again. */
export function withPictureAgain(error: unknown, change: PictureChange): unknown {
  if (!change.file || !(error instanceof vineErrors.E_VALIDATION_ERROR)) return error
  const messages = error.messages as { field: string }[]
  if (messages.some((message) => message.field === PICTURE_FIELD)) return error
  return new vineErrors.E_VALIDATION_ERROR([
    ...messages,
    { field: PICTURE_FIELD, rule: 'image', message: CHOOSE_AGAIN },
  ])
}

/** The picture change as the save action takes it: the prepared choice, or a removal. */
export const pictureIntent = (
  change: PictureChange,
  choice: PictureChoice | null
): PictureIntent => ({
  choice,
  remove: change.remove,
})
