/*
| One LISTEN connection per process on `content_changes` (sent by the
| triggers of migration 0017). Each notification drops the cache entries of
| that table. When the connection is lost the cache is bypassed (and
| emptied) until the listener is back; a heartbeat finds connections that
| died without closing.
*/
import pg from 'pg'
import type { Logger } from '@adonisjs/core/logger'
import type { ReadCache } from '#services/read_cache/read_cache'

const CHANNEL = 'content_changes'
const HEARTBEAT_MS = 5_000
const MAX_RETRY_MS = 5_000

export type ListenerStatus = 'listening' | 'connecting' | 'disconnected' | 'stopped'

export class ChangeListener {
  #client: pg.Client | null = null
  #status: ListenerStatus = 'connecting'
  #retryMs = 100
  #timer: NodeJS.Timeout | null = null
  #heartbeat: NodeJS.Timeout | null = null
  #reconnects = 0
  #subscribers = new Set<(table: string) => void>()

  constructor(
    private readonly connectionString: string,
    private readonly cache: ReadCache,
    private readonly logger: Logger
  ) {}

  get status() {
    return { status: this.#status, reconnects: this.#reconnects }
  }

  async start() {
    this.#status = 'connecting'
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'students-read-cache',
      keepAlive: true,
      connectionTimeoutMillis: 2_000,
    })
    this.#client = client
    client.on('notification', (message) => this.#changed(message.payload ?? ''))
    client.on('error', (error) => this.#lost(client, error))
    client.on('end', () => this.#lost(client, new Error('connection ended')))
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      return this.#lost(client, error as Error)
    }
    if (this.#client !== client) return
    this.#status = 'listening'
    this.#retryMs = 100
    this.cache.setConnected(true)
    this.#heartbeat = setInterval(() => this.#beat(client), HEARTBEAT_MS).unref()
    this.logger.info('read cache: listening for content changes')
  }

  /** Calls `subscriber` with the table of every change after the cache has dropped its entries. */
  onChange(subscriber: (table: string) => void) {
    this.#subscribers.add(subscriber)
    return () => this.#subscribers.delete(subscriber)
  }

  #changed(table: string) {
    this.cache.invalidate(table)
    for (const subscriber of this.#subscribers) subscriber(table)
  }

  async stop() {
    this.#status = 'stopped'
    this.cache.setConnected(false)
    this.#clearTimers()
    const client = this.#client
    this.#client = null
    await client?.end().catch(() => {})
  }

  #beat(client: pg.Client) {
    const timeout = setTimeout(() => this.#lost(client, new Error('heartbeat timed out')), 2_000)
    client
      .query('SELECT 1')
      .catch((error) => this.#lost(client, error))
      .finally(() => clearTimeout(timeout))
  }

  #lost(client: pg.Client, error: Error) {
    if (this.#client !== client || this.#status === 'stopped') return
    this.#client = null
    this.#clearTimers()
    this.cache.setConnected(false)
    this.#status = 'disconnected'
    this.logger.warn(
      { err: error },
      'read cache: change listener lost, serving uncached until it reconnects'
    )
    client.end().catch(() => {})
    this.#timer = setTimeout(() => {
      this.#reconnects++
      void this.start()
    }, this.#retryMs).unref()
    this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS)
  }

  #clearTimers() {
    if (this.#timer) clearTimeout(this.#timer)
    if (this.#heartbeat) clearInterval(this.#heartbeat)
    this.#timer = this.#heartbeat = null
  }
}
