import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { READ_CACHE_CONTROL } from '#schemas/api_headers'
import { noneMatchHits } from '#http/policies/conditional_request'
import { rememberJson } from '#services/read_cache/ready_json'
import { answerReplay } from '#http/front/cached_reads'

/** A text body (calendars): its ETag, and 304 by the same rule as JSON (not Adonis's `fresh`, which skips no-cache requests). */
function sendText({ request, response }: HttpContext, body: unknown) {
  response.setEtag(body)
  const etag = String(response.getHeader('ETag'))
  if (noneMatchHits(request.header('if-none-match'), etag)) return response.status(304).send(null)
  response.send(body, false)
}

/**
 * Caching of successful reads: `Cache-Control` for shared caches and a strong
 * ETag of the body; a matching `If-None-Match` gets 304 without a body. JSON
 * bodies are sent as ready bytes: a value from the read cache is turned into
 * bytes and an ETag once, not on every request, and its answer is offered to
 * the answer replay (`#http/front/answer_replay`).
 */
export default class HttpCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    await next()
    if (!['GET', 'HEAD'].includes(request.method())) return
    if (response.getStatus() !== 200 || !response.hasContent) return
    response.header('Cache-Control', READ_CACHE_CONTROL)
    const body = response.getBody()
    if (typeof body !== 'object' || body === null) return sendText(ctx, body)
    const ready = rememberJson(body)
    response.header('ETag', ready.etag)
    if (noneMatchHits(request.header('if-none-match'), ready.etag)) {
      return response.status(304).send(null)
    }
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.send(ready.body, false)
    answerReplay.offer(request.request, response.response, body, ctx.route?.pattern ?? null)
  }
}
