/*
| Reading a record's form (events, cities, every resource): its picture
| change and its fields, or the way back when the form could not be read
| (too large, broken, or the session ended during the upload: then its
| fields are parked for its account, app/admin/staff/parked_forms.ts).
*/
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { routesOf, type AdminResource } from '#admin/engine/admin_resource'
import type { PictureChoice } from '#admin/engine/record_images'
import { parkSubmitted, ticketAccount } from '#admin/staff/parked_forms'
import { endStaffSession } from '#admin/http/staff_sessions'
import {
  preparedPicture,
  readFormPicture,
  SignedOutDuringUpload,
  UnreadableForm,
  withPictureAgain,
  type PictureChange,
} from '#admin/http/form_picture'

/**
 * The picture change a record's form asked for (its multipart body read
 * into the request's body); `unread` when the form could not be read (the
 * failure is flashed), or the session ended while it came in (`hadPicture`).
 */
export async function pictureOf(
  ctx: HttpContext,
  resource: AdminResource
): Promise<PictureChange | { unread: { hadPicture: boolean } }> {
  try {
    return await readFormPicture(ctx, resource)
  } catch (error) {
    if (error instanceof UnreadableForm) {
      ctx.session.flash('failure', error.message)
      return { unread: { hadPicture: false } }
    }
    if (!(error instanceof SignedOutDuringUpload)) throw error
    await endStaffSession(ctx)
    return { unread: { hadPicture: error.hadPicture } }
  }
}

/**
 * Back to the form after a form that could not be read; when the session
 * ended during the upload, its fields are kept as after an expired session
 * (app/admin/staff/parked_forms.ts) and the way is to sign-in.
 */
export async function unreadForm(
  ctx: HttpContext,
  resource: AdminResource,
  { hadPicture }: { hadPicture: boolean }
) {
  if (!ctx.auth.use('web').isAuthenticated) {
    const path = ctx.request.url()
    const owner = await ticketAccount(ctx.request.qs()._resume, path)
    if (!owner) return ctx.response.redirect('/admin/login')
    const signIn = await parkSubmitted(owner, path, ctx.request.body(), hadPicture)
    return ctx.response.redirect().status(303).toPath(signIn)
  }
  const id = ctx.params.id
  return id === undefined
    ? ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).create))
    : ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
}

/** The validated fields, then the chosen picture made ready (each refusal beside its field). */
export async function validated(
  picture: PictureChange,
  validate: () => Promise<unknown>
): Promise<{ input: object; image: PictureChoice | null }> {
  try {
    const input = (await validate()) as object
    return { input, image: await preparedPicture(picture) }
  } catch (error) {
    throw withPictureAgain(error, picture)
  }
}
