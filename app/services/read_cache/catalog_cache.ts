/* The process's read cache and its change listener (started by start/read_cache.ts). */
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { ReadCache } from '#services/read_cache/read_cache'
import { ChangeListener } from '#services/read_cache/change_listener'

export type { ContentTable } from '#services/read_cache/read_cache'

const MEGABYTE = 1024 * 1024

export const readCache = new ReadCache(env.get('READ_CACHE_MAX_MB', 16) * MEGABYTE)

const connection = app.config.get<{ connectionString: string }>(
  'database.connections.postgres.connection'
)

export const changeListener = new ChangeListener(connection.connectionString, readCache, logger)
