import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as shieldErrors } from '@adonisjs/shield'
import bodyParserConfig from '#config/bodyparser'
import { INPUT_LIMITS, problemsInUrlEncoded, STAFF_INPUT_MESSAGES } from '#lib/input_policy'
import { markBodyRead } from '#http/bodies/request_body'
import { SIGNED_IN_KEY } from '#http/policies/staff_session_store'

const parserUpTo = (limit: number) =>
  new BodyParserMiddleware({ ...bodyParserConfig, form: { ...bodyParserConfig.form, limit } })

const PARSERS = {
  staff: new BodyParserMiddleware(bodyParserConfig),
  guest: parserUpTo(INPUT_LIMITS.guestFormBytes),
  site: parserUpTo(INPUT_LIMITS.siteFormBytes),
}

/** Where shield keeps the session's CSRF secret (@adonisjs/shield's csrf guard). */
const CSRF_SECRET_KEY = 'csrf-secret'

/**
 * Who sends the form: the site's forms have no session; in the admin panel a
 * session signed in or not. A POST to the admin panel whose session holds no
 * CSRF secret cannot carry a valid token: refused as shield would refuse it,
 * before its body is read.
 */
function senderOf(ctx: HttpContext): keyof typeof PARSERS {
  if (!('session' in ctx)) return 'site'
  if (ctx.session.has(SIGNED_IN_KEY)) return 'staff'
  if (ctx.request.method() === 'POST' && !ctx.session.has(CSRF_SECRET_KEY)) {
    throw new shieldErrors.E_BAD_CSRF_TOKEN()
  }
  return 'guest'
}

/**
 * Named middleware of the admin panel (after the session, before CSRF) and
 * of the site's forms: parses `application/x-www-form-urlencoded` bodies
 * (AdonisJS's parser, config/bodyparser.ts) and applies the input policy to
 * the raw form, so a refused value comes back as an error next to its field.
 * Only signed-in staff may send large forms (INPUT_LIMITS.formBytes); anyone
 * else's admin form is read up to INPUT_LIMITS.guestFormBytes, and only when
 * their session could pass the CSRF check at all; the site's forms up to
 * INPUT_LIMITS.siteFormBytes (after their origin check and rate limit).
 */
export default class FormBodyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const parser = PARSERS[senderOf(ctx)]
    markBodyRead(ctx.request)
    return parser.handle(ctx, async () => {
      const raw = ctx.request.raw()
      const problems = raw ? problemsInUrlEncoded(raw, 'body') : []
      if (problems.length) {
        throw new vineErrors.E_VALIDATION_ERROR(
          problems.map(({ field, rule }) => ({ field, rule, message: STAFF_INPUT_MESSAGES[rule] }))
        )
      }
      return next()
    })
  }
}
