/*
| The admin panel's session store (config/session.ts, SESSION_DRIVER=database).
|
| - A visitor who has not signed in keeps no state on the server: the sign-in
|   form's CSRF secret and flash messages travel in an encrypted cookie (as in
|   @adonisjs/session's cookie store), so anonymous GETs under /admin store
|   nothing.
| - A signed-in session lives in the `sessions` table, tagged with its account.
| - A destroyed session stays as a tombstone (`revoked_at`) until it would have
|   expired, and every write is one conditional statement that leaves a
|   tombstone alone: a request still running on a session when it ends (sign
|   out, password change, disable) can never write it back into existence.
*/
import string from '@adonisjs/core/helpers/string'
import { MessageBuilder } from '@adonisjs/core/helpers'
import type { HttpContext } from '@adonisjs/core/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { CookieOptions } from '@adonisjs/core/types/http'
import type {
  SessionData,
  SessionStoreWithTaggingContract,
  TaggedSession,
} from '@adonisjs/session/types'

/** The session guard's key (`auth_<guard>`): its presence means signed in. */
export const SIGNED_IN_KEY = 'auth_web'

/** Expired rows and tombstones are removed on this share of writes (percent). */
const GC_PERCENT = 2

function verified(contents: string, sessionId: string): SessionData | null {
  try {
    return new MessageBuilder().verify(contents, sessionId)
  } catch {
    return null
  }
}

/** Signed-in sessions in the database, with tombstones for the destroyed ones. */
export class RevocableDatabaseStore implements SessionStoreWithTaggingContract {
  readonly #ttlSeconds: number

  constructor(
    private readonly client: QueryClientContract,
    age: string | number,
    private readonly table = 'sessions'
  ) {
    this.#ttlSeconds = string.seconds.parse(age)
  }

  #expiry() {
    return new Date(Date.now() + this.#ttlSeconds * 1000)
  }

  async read(sessionId: string): Promise<SessionData | null> {
    const row = await this.client
      .from(this.table)
      .where('id', sessionId)
      .whereNull('revoked_at')
      .where('expires_at', '>', new Date())
      .first()
    return row ? verified(row.data, sessionId) : null
  }

  /** Creates or updates the session, unless it was destroyed meanwhile. */
  async write(sessionId: string, values: Object) {
    const data = new MessageBuilder().build(values, undefined, sessionId)
    await this.client.rawQuery(
      `INSERT INTO ${this.table} (id, data, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at
       WHERE ${this.table}.revoked_at IS NULL`,
      [sessionId, data, this.#expiry()]
    )
    if (Math.random() * 100 < GC_PERCENT) {
      await this.client.from(this.table).where('expires_at', '<=', new Date()).delete()
    }
  }

  /** Leaves a tombstone for as long as a copy of the cookie could still be sent. */
  async destroy(sessionId: string) {
    await this.client
      .from(this.table)
      .where('id', sessionId)
      .whereNull('revoked_at')
      .update({ data: '', user_id: null, expires_at: this.#expiry(), revoked_at: new Date() })
  }

  async touch(sessionId: string) {
    await this.client
      .from(this.table)
      .where('id', sessionId)
      .whereNull('revoked_at')
      .update({ expires_at: this.#expiry() })
  }

  async tag(sessionId: string, userId: string) {
    const data = new MessageBuilder().build({}, undefined, sessionId)
    await this.client.rawQuery(
      `INSERT INTO ${this.table} (id, data, user_id, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id WHERE ${this.table}.revoked_at IS NULL`,
      [sessionId, data, userId, this.#expiry()]
    )
  }

  async untag(sessionId: string, userId: string) {
    await this.client
      .from(this.table)
      .where('id', sessionId)
      .where('user_id', userId)
      .update({ user_id: null })
  }

  async tagged(userId: string): Promise<TaggedSession[]> {
    const rows: { id: string; data: string }[] = await this.client
      .from(this.table)
      .select('id', 'data')
      .where('user_id', userId)
      .whereNull('revoked_at')
      .where('expires_at', '>', new Date())
    return rows.flatMap(({ id, data }) => {
      const values = verified(data, id)
      return values ? [{ id, data: values }] : []
    })
  }
}

/**
 * Keeps a session in an encrypted cookie until it is signed in, and in
 * `server` (the database) from then on.
 */
export class GuestsInCookieStore implements SessionStoreWithTaggingContract {
  constructor(
    private readonly ctx: HttpContext,
    private readonly cookie: Partial<CookieOptions>,
    private readonly server: SessionStoreWithTaggingContract
  ) {}

  #cookieValues(sessionId: string): SessionData | null {
    const values = this.ctx.request.encryptedCookie(sessionId)
    return typeof values === 'object' && values !== null ? values : null
  }

  #dropCookie(sessionId: string) {
    if (this.ctx.request.cookiesList()[sessionId]) this.ctx.response.clearCookie(sessionId)
  }

  async read(sessionId: string) {
    return (await this.server.read(sessionId)) ?? this.#cookieValues(sessionId)
  }

  async write(sessionId: string, values: SessionData) {
    if (SIGNED_IN_KEY in values) {
      this.#dropCookie(sessionId)
      return this.server.write(sessionId, values)
    }
    this.ctx.response.encryptedCookie(sessionId, values, this.cookie)
  }

  async destroy(sessionId: string) {
    this.#dropCookie(sessionId)
    await this.server.destroy(sessionId)
  }

  async touch(sessionId: string) {
    const values = this.#cookieValues(sessionId)
    if (values) this.ctx.response.encryptedCookie(sessionId, values, this.cookie)
    else await this.server.touch(sessionId)
  }

  tag(sessionId: string, userId: string) {
    return this.server.tag(sessionId, userId)
  }

  untag(sessionId: string, userId: string) {
    return this.server.untag(sessionId, userId)
  }

  tagged(userId: string) {
    return this.server.tagged(userId)
  }
}
