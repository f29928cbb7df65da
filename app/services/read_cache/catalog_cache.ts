/* The process's read cache and its change listener (started by start/read_cache.ts); the answer replay of cached GETs: app/http/front/cached_reads.ts. */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { serviceConfig } from '#config/service'
import { clockNow } from '#lib/clock'
import { ReadCache } from '#services/read_cache/read_cache'
import { ChangeListener } from '#services/read_cache/change_listener'
import { nextPublicationChange } from '#services/read_cache/publication_clock'

export type { ContentTable } from '#services/read_cache/read_cache'

const MEGABYTE = 1024 * 1024

export const readCache: ReadCache = new ReadCache(
  {
    maxBytes: serviceConfig.readCache.maxMegabytes * MEGABYTE,
    maxEntries: serviceConfig.readCache.maxEntries,
  },
  clockNow,
  (tables) => nextPublicationChange(readCache, tables)
)

const connection = app.config.get<{ connectionString: string }>(
  'database.connections.postgres.connection'
)

export const changeListener = new ChangeListener(connection.connectionString, readCache, logger)
