/* The answer replay of cached GETs in front of the router (app/http/app_server.ts), over the process's read cache. */
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { readCache } from '#services/read_cache/catalog_cache'
import { AnswerReplay } from '#http/answer_replay'
import { consumeRateLimit, rateLimitHeaders } from '#services/rate_limit_service'

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
