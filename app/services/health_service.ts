import db from '@adonisjs/lucid/services/db'
import packageInfo from '#lib/package_info'
import { changeListener } from '#services/read_cache/catalog_cache'

export interface Health {
  status: 'ok' | 'unavailable'
  version: string
  database: { status: 'up' | 'down'; latency_ms: number | null; error?: string }
  /**
   * `listening`: served from the cache; otherwise every read goes to the
   * database. No sizes or counts: anyone may read /health, and what clients
   * can steer (the cache's entries) would show them how their requests land.
   */
  read_cache: { status: string; reconnects: number }
}

function readCacheHealth(): Health['read_cache'] {
  const { status, reconnects } = changeListener.status
  return { status, reconnects }
}

const DATABASE_TIMEOUT_MS = 2000

/** Pings PostgreSQL on its own connection; the service is healthy only when the database answers. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now()
  try {
    await Promise.race([
      db.connection('health').rawQuery('SELECT 1'),
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
