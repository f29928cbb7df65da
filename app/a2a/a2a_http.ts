import type { IncomingMessage } from 'node:http'
import express from 'express'
import type { HttpContext } from '@adonisjs/core/http'
import { AGENT_CARD_PATH } from '@a2a-js/sdk'
import {
  UserBuilder,
  agentCardHandler,
  jsonRpcHandler,
  restHandler,
} from '@a2a-js/sdk/server/express'
import { A2A_PATHS } from '#a2a/agent_card'
import { requestHandler } from '#a2a/catalog_request_handler'

/*
| The A2A surface is the SDK's own HTTP handlers (agent card, JSON-RPC and
| HTTP+JSON, each with the 0.3 compatibility layer on), mounted in one small
| Express app that Adonis routes hand their request to. Adonis keeps what
| is ours: rate limits, headers, JSON parse errors; the SDK speaks A2A.
*/

const legacyCompat = { enabled: true }
const options = { requestHandler, userBuilder: UserBuilder.noAuthentication, legacyCompat }

/** How long clients and caches may keep the agent card (seconds). */
export const AGENT_CARD_MAX_AGE = 300

const a2aApp = express()
a2aApp.disable('x-powered-by')
a2aApp.set('etag', false)
a2aApp.use(
  `/${AGENT_CARD_PATH}`,
  agentCardHandler({
    agentCardProvider: requestHandler,
    legacyCompat,
    cache: { maxAge: AGENT_CARD_MAX_AGE },
  })
)
/* Before /a2a: the JSON-RPC router would otherwise see /a2a/rest/... first. */
a2aApp.use(A2A_PATHS.httpJson, restHandler(options))
a2aApp.use(A2A_PATHS.jsonRpc, jsonRpcHandler(options))

/**
 * A JSON body Adonis has already read is handed over as `req.body`; Express's
 * JSON parser skips a request whose stream is finished. Other bodies
 * (application/a2a+json) are still unread and parsed by the SDK's router.
 */
function handOverBody(ctx: HttpContext) {
  const raw = ctx.request.raw()
  if (raw === null) return
  const req = ctx.request.request as IncomingMessage & { body?: unknown }
  req.body = raw === '' ? undefined : JSON.parse(raw)
}

/** Serves one request with the SDK's handlers; resolves when the response is written. */
export function serveA2a(ctx: HttpContext): Promise<void> {
  handOverBody(ctx)
  ctx.response.relayHeaders()
  const res = ctx.response.response
  return new Promise((resolve, reject) => {
    res.once('finish', () => resolve())
    res.once('close', () => resolve())
    a2aApp(ctx.request.request as express.Request, res as express.Response, (error?: unknown) => {
      if (error) return reject(error)
      ctx.response.status(404)
      reject(Object.assign(new Error(`No A2A operation at ${ctx.request.url()}`), { status: 404 }))
    })
  })
}
