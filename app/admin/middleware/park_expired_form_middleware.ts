import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import bodyParserConfig from '#config/bodyparser'
import { INPUT_LIMITS } from '#lib/input_policy'
import { formFieldsOf } from '#lib/multipart_form'
import { readMultipartBody } from '#http/bodies/request_body'
import { SIGNED_IN_KEY } from '#http/policies/staff_session_store'
import { IMAGE_MAX_BYTES } from '#services/images/image_variants'
import { parkSubmitted, ticketAccount } from '#admin/staff/parked_forms'

const staffParser = new BodyParserMiddleware(bodyParserConfig)

const isMultipart = (ctx: HttpContext) =>
  /^\s*multipart\/form-data/i.test(ctx.request.header('content-type') ?? '')

/** The fields of the form, read as a signed-in staff member's would be (multipart: without the file). */
async function submittedFields(ctx: HttpContext) {
  if (isMultipart(ctx)) {
    const limit = INPUT_LIMITS.formBytes + IMAGE_MAX_BYTES + 64 * 1024
    const form = await readMultipartBody(ctx.request.request, limit)
    const file = form.get('image')
    return { fields: formFieldsOf(form).fields, hadPicture: file instanceof Blob && file.size > 0 }
  }
  let fields: Record<string, unknown> = {}
  await staffParser.handle(ctx, async () => {
    fields = ctx.request.body()
  })
  return { fields, hadPicture: false }
}

/**
 * Named middleware of the admin panel (after the session, before the body
 * and CSRF): a record form saved after its session ended (no one signed in)
 * that carries a valid resume ticket for its own path
 * (app/admin/staff/parked_forms.ts) is kept for the ticket's account,
 * and the browser goes to sign-in, from where the form comes back filled
 * in. Anything else goes on as before (refused by the CSRF check).
 */
export default class ParkExpiredFormMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const ticket = ctx.request.qs()._resume
    if (ctx.request.method() !== 'POST' || !ticket || ctx.session.has(SIGNED_IN_KEY)) {
      return next()
    }
    const owner = await ticketAccount(ticket, ctx.request.url())
    if (!owner) return next()
    const { fields, hadPicture } = await submittedFields(ctx)
    const signIn = await parkSubmitted(owner, ctx.request.url(), fields, hadPicture)
    return ctx.response.redirect().status(303).toPath(signIn)
  }
}
