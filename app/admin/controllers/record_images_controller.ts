import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { readMultipartForm } from '#http/bodies/request_body'
import { IMAGE_MAX_BYTES, ImageRefused } from '#services/images/image_variants'
import {
  existingImageOwnerId,
  PictureNeedsAlt,
  removeRecordImage,
  setRecordImage,
  useMediaOn,
  type ImageOwner,
} from '#admin/engine/record_images'
import { chooseMediaValidator, mediaFieldsOf, mediaValidator } from '#admin/validators/media'
import { errors as vineErrors } from '@vinejs/vine'
import { boundResource, staffActor } from '#admin/http/staff_request'
import { endStaffSession, isSessionStillCurrent } from '#admin/http/staff_sessions'

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024

const EDIT_ROUTES = { event: 'admin.events.edit', city: 'admin.cities.edit' } as const

/** What staff read when the upload itself could not be read. */
function uploadFailure(error: unknown): string | null {
  if (error instanceof ImageRefused || error instanceof PictureNeedsAlt) return error.message
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    return (error.messages as { message: string }[]).map(({ message }) => message).join(' ')
  }
  const code = (error as { code?: string })?.code
  if (code === 'E_REQUEST_ENTITY_TOO_LARGE') {
    return `The picture is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`
  }
  if (code === 'E_INVALID_MULTIPART') return 'The upload could not be read. Try again.'
  return null
}

/** A city's picture waits in its guide's draft; an event's is the event's at once. */
function pictureNotice(owner: ImageOwner, name: string, removed: boolean) {
  if (owner === 'city') {
    const change = removed ? 'the draft has no picture' : 'the new picture is in the draft'
    return `${name}: ${change}. The public sees the change once you publish the guide.`
  }
  return removed
    ? `${name}: the picture was removed (it stays in the media library).`
    : `${name}: the new picture is live.`
}

function chosenNotice(owner: ImageOwner, name: string) {
  if (owner === 'city') {
    return `${name}: the chosen picture is in the draft. The public sees it once you publish the guide.`
  }
  return `${name}: the chosen picture is shown now.`
}

/**
 * The picture of an event or a city: POST .../image (multipart, field
 * `image`; the CSRF token comes in the query string, since the body is read
 * only here, after auth and CSRF) and POST .../image/delete.
 */
export default class RecordImagesController {
  async upload(ctx: HttpContext) {
    const owner = this.ownerOf(ctx)
    const id = await this.existingId(ctx, owner)
    try {
      const { file, fields } = await readMultipartForm(
        ctx.request.request,
        'image',
        IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES
      )
      if (!file) throw new ImageRefused('Choose a picture to upload.')
      const described = mediaFieldsOf(await mediaValidator.validate(fields))
      /* the upload may have taken minutes: the session may have ended meanwhile */
      if (!(await isSessionStillCurrent(ctx))) return this.signedOut(ctx)
      const { name } = await setRecordImage(staffActor(ctx), owner, id, file, described)
      ctx.session.flash('success', pictureNotice(owner, name, false))
    } catch (error) {
      const message = uploadFailure(error)
      if (message === null) throw error
      ctx.session.flash('failure', message)
    }
    return this.backToEdit(ctx, owner, id)
  }

  /** A picture of the media library chosen for the record (reuse). */
  async choose(ctx: HttpContext) {
    const owner = this.ownerOf(ctx)
    const id = await this.existingId(ctx, owner)
    try {
      const { media_id: mediaId } = await chooseMediaValidator.validate(ctx.request.all())
      const { name } = await useMediaOn(staffActor(ctx), owner, id, mediaId)
      ctx.session.flash('success', chosenNotice(owner, name))
    } catch (error) {
      const message = uploadFailure(error)
      if (message === null) throw error
      ctx.session.flash('failure', message)
    }
    return this.backToEdit(ctx, owner, id)
  }

  async destroy(ctx: HttpContext) {
    const owner = this.ownerOf(ctx)
    const id = await this.existingId(ctx, owner)
    const { name } = await removeRecordImage(staffActor(ctx), owner, id)
    ctx.session.flash('success', pictureNotice(owner, name, true))
    return this.backToEdit(ctx, owner, id)
  }

  private async signedOut(ctx: HttpContext) {
    await endStaffSession(ctx)
    return ctx.response.redirect('/admin/login')
  }

  private ownerOf(ctx: HttpContext): ImageOwner {
    return boundResource(ctx).entity as ImageOwner
  }

  /** 404 (the admin's not-found page) before a byte of the upload is read. */
  private async existingId(ctx: HttpContext, owner: ImageOwner) {
    return existingImageOwnerId(owner, ctx.params.id)
  }

  private backToEdit({ response }: HttpContext, owner: ImageOwner, id: string | number) {
    return response.redirect(`${router.makeUrl(EDIT_ROUTES[owner], { id })}#image`)
  }
}
