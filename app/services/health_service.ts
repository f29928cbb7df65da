import db from '@adonisjs/lucid/services/db'
import packageInfo from '#lib/package_info'
import { changeListener } from '#services/read_cache/catalog_cache'

export interface Health {
  status: 'ok' | 'unavailable'
  version: string
  /** `checked_ms_ago`: how old the ping is (see DATABASE_FRESH_MS) */
  database: {
    status: 'up' | 'down'
    latency_ms: number | null
    checked_ms_ago: number
    error?: string
  }
  /**
   * `listening`: served from the cache; otherwise every read goes to the
   * database. No sizes or counts: anyone may read /health, and what clients
   * can steer (the cache's entries) would show them how their requests land.
   */
  read_cache: { status: string; reconnects: number }
}

type Ping = { status: 'up' | 'down'; latency_ms: number | null; error?: string; at: number }

const DATABASE_TIMEOUT_MS = 2000
/*
| A ping younger than this answers /health without waiting for the database,
| and one older than REFRESH_MS starts the next in the background: a probe
| every 20 ms then never queues behind PostgreSQL under load (issue 36, item 6)
| and costs the database a ping every quarter second, not fifty a second. A
| failed ping is never reused, so "down" shows at once and "back" on the next
| request; a database that stops answering shows within DATABASE_FRESH_MS.
*/
const DATABASE_FRESH_MS = 1000
const REFRESH_MS = 250

let last: Ping | undefined
let pending: Promise<Ping> | undefined

async function pingOnce(): Promise<Ping> {
  const started = performance.now()
  try {
    await Promise.race([
      db.connection('health').rawQuery('SELECT 1'),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS).unref()
      ),
    ])
    const latency = Math.round((performance.now() - started) * 10) / 10
    return { status: 'up', latency_ms: latency, at: performance.now() }
  } catch (error) {
    return {
      status: 'down',
      latency_ms: null,
      error: (error as Error).message,
      at: performance.now(),
    }
  }
}

/** One ping at a time on the health connection; its result is the latest. */
function ping(): Promise<Ping> {
  pending ??= pingOnce().then((result) => {
    last = result
    pending = undefined
    return result
  })
  return pending
}

async function databaseHealth(): Promise<Ping> {
  const age = last ? performance.now() - last.at : Number.POSITIVE_INFINITY
  if (!last || last.status === 'down' || age >= DATABASE_FRESH_MS) return ping()
  if (age >= REFRESH_MS) void ping()
  return last
}

function readCacheHealth(): Health['read_cache'] {
  const { status, reconnects } = changeListener.status
  return { status, reconnects }
}

/** The service is healthy only when the database answers (a ping of the last second). */
export async function checkHealth(): Promise<Health> {
  const { at, ...database } = await databaseHealth()
  return {
    status: database.status === 'up' ? 'ok' : 'unavailable',
    version: packageInfo.version,
    database: { ...database, checked_ms_ago: Math.round(performance.now() - at) },
    read_cache: readCacheHealth(),
  }
}
