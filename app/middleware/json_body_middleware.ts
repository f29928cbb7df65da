import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { assertAcceptableValue } from '#lib/input_policy'
import {
  JSON_CONTENT_TYPES,
  JsonNotStructuredError,
  isStructured,
  markBodyRead,
  readJsonBody,
} from '#http/bodies/request_body'

/**
 * Named middleware of the routes that take a JSON body (POST /api/contact,
 * POST /a2a), placed after their rate limit: reads the body within the
 * limits of `#http/bodies/request_body`, refuses a JSON scalar, and applies the
 * input policy to every string in it. Other content types leave the body
 * unread (it counts as empty). /mcp reads its body in serveMcp instead,
 * after its header checks.
 */
export default class JsonBodyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    markBodyRead(ctx.request)
    const { request } = ctx
    if (request.method() !== 'POST' || !request.hasBody() || !request.is(JSON_CONTENT_TYPES)) {
      return next()
    }
    const { text, value } = await readJsonBody(request.request)
    if (value !== undefined && !isStructured(value)) {
      throw new JsonNotStructuredError('The request body must be a JSON object.')
    }
    request.setInitialBody((value ?? {}) as Record<string, unknown>)
    request.updateRawBody(text)
    assertAcceptableValue(value)
    return next()
  }
}
