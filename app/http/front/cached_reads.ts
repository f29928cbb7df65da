/*
| The front path's memory of the full path's answers (app/server/app_server.ts):
| the rate limit of the paths it counted, and cached GETs replayed over the
| process's read cache.
*/
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { readCache } from '#services/read_cache/catalog_cache'
import { AnswerReplay } from '#http/front/answer_replay'
import { FrontRateLimit } from '#http/front/rate_limit'
import { requestWeight } from '#services/request_weight'
import { consumeRateLimit, rateLimitHeaders } from '#services/rate_limit_service'
import { heavyWorkOf } from '#services/admission/heavy_work'
import { admissionIsFull } from '#services/admission/admission_gate'
import { clientKey } from '#lib/client_key'

/* The router's requests compute the client address with the same rule (config/app.ts) */
const trustProxy = app.config.get<(address: string, hop: number) => boolean>('app.http.trustProxy')

/** The client of a request before routing (#lib/client_key), by the router's trusted-proxy rule. */
export const clientKeyOf = (req: IncomingMessage) => clientKey(proxyAddr(req, trustProxy))

export const answerReplay = new AnswerReplay({
  cache: readCache,
  logger,
  consume: consumeRateLimit,
  rateLimitHeaders,
  clientIp: clientKeyOf,
})

export const frontRateLimit = new FrontRateLimit({
  logger,
  consume: consumeRateLimit,
  weight: requestWeight,
  rateLimitHeaders,
  clientIp: clientKeyOf,
  isHeavy: (read, params) => heavyWorkOf(read, params) !== null,
  isBusy: admissionIsFull,
})
