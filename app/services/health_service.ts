import db from '@adonisjs/lucid/services/db'
import packageInfo from '#lib/package_info'
import { changeListener, readCache } from '#services/read_cache/catalog_cache'

export interface Health {
  status: 'ok' | 'unavailable'
  version: string
  database: { status: 'up' | 'down'; latency_ms: number | null; error?: string }
  /** `listening`: served from the cache; otherwise every read goes to the database */
  read_cache: { status: string; reconnects: number; entries: number }
}

function readCacheHealth(): Health['read_cache'] {
  return { ...changeListener.status, entries: readCache.stats().entries }
}

const DATABASE_TIMEOUT_MS = 2000

/** Pings PostgreSQL; the service is healthy only when the database answers. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now()
  try {
    await Promise.race([
      db.rawQuery('SELECT 1'),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS).unref()
      ),
    ])
    const latency = Math.round((performance.now() - started) * 10) / 10
    return {
      status: 'ok',
      version: packageInfo.version,
      database: { status: 'up', latency_ms: latency },
      read_cache: readCacheHealth(),
    }
  } catch (error) {
    return {
      status: 'unavailable',
      version: packageInfo.version,
      database: { status: 'down', latency_ms: null, error: (error as Error).message },
      read_cache: readCacheHealth(),
    }
  }
}
