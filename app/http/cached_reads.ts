/*
| The front path's memory of the full path's answers (app/http/app_server.ts):
| cached GETs replayed over the process's read cache, and refusals of clients
| whose rate-limit budget is spent.
*/
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { readCache } from '#services/read_cache/catalog_cache'
import { AnswerReplay } from '#http/answer_replay'
import { FrontRefusal } from '#http/front_refusal'
import { consumeRateLimit, rateLimitHeaders, spentBudget } from '#services/rate_limit_service'

/* The router's requests compute the client address with the same rule (config/app.ts) */
const trustProxy = app.config.get<(address: string, hop: number) => boolean>('app.http.trustProxy')

/** The client address of a request before routing, by the router's trusted-proxy rule. */
export const clientAddressOf = (req: IncomingMessage) => proxyAddr(req, trustProxy)

export const answerReplay = new AnswerReplay({
  cache: readCache,
  logger,
  consume: consumeRateLimit,
  rateLimitHeaders,
  clientIp: clientAddressOf,
})

export const frontRefusal = new FrontRefusal({
  logger,
  spentBudget,
  rateLimitHeaders,
  clientIp: clientAddressOf,
})
