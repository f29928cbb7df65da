import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import { errors as vineErrors } from '@vinejs/vine'
import bodyParserConfig from '#config/bodyparser'
import { problemsInUrlEncoded, type InputRule } from '#lib/input_policy'
import { markBodyRead } from '#lib/request_body'

const parser = new BodyParserMiddleware(bodyParserConfig)

/** What staff read next to a field the input policy refused. */
const STAFF_MESSAGES: Record<InputRule, string> = {
  nul_character: 'Remove the invisible control characters (NUL) from this field',
  control_character: 'Remove the invisible control characters from this field',
  invalid_unicode: 'This text is not valid Unicode; type it again',
  invalid_encoding: 'This text could not be read as UTF-8; type it again',
  too_long: 'This text is too long',
}

/**
 * Named middleware of the admin panel (after the session, before CSRF):
 * parses `application/x-www-form-urlencoded` bodies (AdonisJS's parser,
 * config/bodyparser.ts) and applies the input policy to the raw form, so a
 * refused value comes back as an error next to its field.
 */
export default class FormBodyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    markBodyRead(ctx.request)
    return parser.handle(ctx, async () => {
      const raw = ctx.request.raw()
      const problems = raw ? problemsInUrlEncoded(raw, 'body') : []
      if (problems.length) {
        throw new vineErrors.E_VALIDATION_ERROR(
          problems.map(({ field, rule }) => ({ field, rule, message: STAFF_MESSAGES[rule] }))
        )
      }
      return next()
    })
  }
}
