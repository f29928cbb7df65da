/* The process's read cache, its change listener and its answer replay (started by start/read_cache.ts). */
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { serviceConfig } from '#config/service'
import { ReadCache } from '#services/read_cache/read_cache'
import { ChangeListener } from '#services/read_cache/change_listener'
import { AnswerReplay } from '#services/read_cache/answer_replay'
import { consumeRateLimit, rateLimitHeaders } from '#services/rate_limit_service'
import { nextPublicationChange } from '#services/read_cache/publication_clock'

export type { ContentTable } from '#services/read_cache/read_cache'

const MEGABYTE = 1024 * 1024

export const readCache: ReadCache = new ReadCache(
  {
    maxBytes: serviceConfig.readCache.maxMegabytes * MEGABYTE,
    maxEntries: serviceConfig.readCache.maxEntries,
  },
  Date.now,
  (tables) => nextPublicationChange(readCache, tables)
)

const connection = app.config.get<{ connectionString: string }>(
  'database.connections.postgres.connection'
)

export const changeListener = new ChangeListener(connection.connectionString, readCache, logger)

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
