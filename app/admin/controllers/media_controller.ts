/*
| The media library (/admin/media): the pictures, where each is used, their
| alt text, credit and focal point, a new file for one (every record using
| it shows it at once), uploads and deletes. Uploads are multipart bodies
| read here after auth and CSRF (the token in the query string), through
| the same queue and limits as a record's picture, and written only if the
| session is still current (issue #23).
*/
import { validatorLimits } from '#admin/engine/validator_limits'
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { errors as vineErrors } from '@vinejs/vine'
import { readMultipartForm } from '#http/bodies/request_body'
import { IMAGE_MAX_BYTES, ImageRefused } from '#services/images/image_variants'
import {
  createMedia,
  deleteMedia,
  findMedia,
  listMedia,
  MediaRefused,
  mediaUsage,
  replaceMediaFile,
  updateMedia,
} from '#admin/media/media_library'
import { mediaFieldsOf, mediaValidator } from '#admin/validators/media'
import { formState, staffActor } from '#admin/http/staff_request'
import { endStaffSession, isSessionStillCurrent } from '#admin/http/staff_sessions'
import { usageText } from '#presenters/media'

/** Room for the multipart framing and the text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024

/** What staff read when an upload or a change was refused; null: not an expected refusal. */
function refusal(error: unknown): string | null {
  if (error instanceof ImageRefused || error instanceof MediaRefused) return error.message
  const code = (error as { code?: string })?.code
  if (code === 'E_REQUEST_ENTITY_TOO_LARGE') {
    return `The picture is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`
  }
  if (code === 'E_INVALID_MULTIPART') return 'The upload could not be read. Try again.'
  return null
}

export default class MediaController {
  async index(ctx: HttpContext) {
    const q = String(ctx.request.input('q') ?? '').slice(0, 200)
    const missingAlt = ctx.request.input('missing') === 'alt'
    const rows = await listMedia({ q, missingAlt })
    return ctx.view.render('admin/media/index', {
      q,
      missingAlt,
      rows: rows.map((row) => ({ ...row, usage: usageText(row.events, row.cities) })),
      form: formState(ctx, {}, []),
      limits: validatorLimits(mediaValidator).fields,
    })
  }

  async edit(ctx: HttpContext) {
    const media = await findMedia(ctx.params.id)
    const usage = await mediaUsage(media.id)
    const values = {
      alt: media.alt,
      credit: media.credit,
      focal_x: media.focalX,
      focal_y: media.focalY,
    }
    return ctx.view.render('admin/media/edit', {
      media,
      usage,
      usageText: usageText(usage.events.length, usage.cities.length),
      form: formState(ctx, values, []),
      limits: validatorLimits(mediaValidator).fields,
    })
  }

  async update(ctx: HttpContext) {
    const media = await findMedia(ctx.params.id)
    const input = await ctx.request.validateUsing(mediaValidator)
    try {
      await updateMedia(staffActor(ctx), media.id, mediaFieldsOf(input))
      ctx.session.flash('success', `Picture ${media.id} was saved; every record using it shows it.`)
    } catch (error) {
      this.flashRefusal(ctx, error)
    }
    return this.toEdit(ctx, media.id)
  }

  /** A new picture from an upload, with its alt text and credit. */
  async store(ctx: HttpContext) {
    try {
      const { file, fields } = await this.readUpload(ctx)
      const described = mediaFieldsOf(await mediaValidator.validate(fields))
      if (!(await isSessionStillCurrent(ctx))) return this.signedOut(ctx)
      const { media, existing } = await createMedia(staffActor(ctx), file, described)
      ctx.session.flash(
        'success',
        existing
          ? `This file is in the library already: picture ${media.id}, shown here. No copy was made.`
          : `Picture ${media.id} was added to the library.`
      )
      return this.toEdit(ctx, media.id)
    } catch (error) {
      this.flashRefusal(ctx, error)
      return ctx.response.redirect(router.makeUrl('admin.media.index'))
    }
  }

  /** A new file for the picture: every record using it shows the new one. */
  async replace(ctx: HttpContext) {
    const media = await findMedia(ctx.params.id)
    try {
      const { file } = await this.readUpload(ctx)
      if (!(await isSessionStillCurrent(ctx))) return this.signedOut(ctx)
      await replaceMediaFile(staffActor(ctx), media.id, file)
      ctx.session.flash('success', `Picture ${media.id} was replaced everywhere it is used.`)
    } catch (error) {
      this.flashRefusal(ctx, error)
    }
    return this.toEdit(ctx, media.id)
  }

  async destroy(ctx: HttpContext) {
    const media = await findMedia(ctx.params.id)
    try {
      await deleteMedia(staffActor(ctx), media.id)
      ctx.session.flash('success', `Picture ${media.id} was deleted.`)
      return ctx.response.redirect(router.makeUrl('admin.media.index'))
    } catch (error) {
      this.flashRefusal(ctx, error)
      return this.toEdit(ctx, media.id)
    }
  }

  private async readUpload(ctx: HttpContext) {
    const { file, fields } = await readMultipartForm(
      ctx.request.request,
      'image',
      IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES
    )
    if (!file) throw new ImageRefused('Choose a picture to upload.')
    return { file, fields }
  }

  private flashRefusal(ctx: HttpContext, error: unknown) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      const messages = error.messages as { field: string; message: string }[]
      ctx.session.flash('failure', messages.map(({ message }) => message).join(' '))
      return
    }
    const message = refusal(error)
    if (message === null) throw error
    ctx.session.flash('failure', message)
  }

  private async signedOut(ctx: HttpContext) {
    await endStaffSession(ctx)
    return ctx.response.redirect('/admin/login')
  }

  private toEdit({ response }: HttpContext, id: number) {
    return response.redirect(router.makeUrl('admin.media.edit', { id }))
  }
}
