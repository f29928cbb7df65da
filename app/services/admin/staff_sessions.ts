/*
| Staff sessions live in the session store (config/session.ts), tagged with
| the staff member's id, and carry the account's session epoch of the moment
| they were signed in. Signing out destroys the session in the store, so a
| copy of the old cookie reads an empty session. A password change, a
| disabled account (the database moves the epoch on, migration 0072) and
| "sign out everywhere" end every session of that account: their sessions
| are destroyed, and any copy that would survive (a session written back by a
| request still running) carries an epoch that is no longer honoured.
*/
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { SessionCollection } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import AdminUser from '#models/admin_user'

/** The session key of the epoch a session was signed in at (absent: signed in at epoch 0). */
const EPOCH_KEY = 'staff_epoch'

let resolvedConfig: Promise<ResolvedSessionConfig | null> | undefined

/* A fresh collection per use: its store takes the database connection of the moment. */
async function sessionCollection() {
  resolvedConfig ??= configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
  const config = await resolvedConfig
  if (!config) throw new Error('config/session.ts must use defineConfig')
  return new SessionCollection(config)
}

/** Signs the staff member in on a new session id, tagged with their account and its current epoch. */
export async function startStaffSession(ctx: HttpContext, user: AdminUser) {
  const current = await AdminUser.findOrFail(user.id)
  await ctx.auth.use('web').login(current)
  ctx.session.put(EPOCH_KEY, current.sessionEpoch)
  await ctx.session.tag(String(user.id))
}

/** The account may still use this session: enabled, and signed in at its current epoch. */
export function isSessionCurrent(ctx: HttpContext, user: AdminUser) {
  return !user.disabledAt && ctx.session.get(EPOCH_KEY, 0) === user.sessionEpoch
}

/**
 * Asks the database again whether the signed-in session is still honoured:
 * for a request that ran long (an upload) before it writes anything.
 */
export async function isSessionStillCurrent(ctx: HttpContext) {
  const id = ctx.auth.use('web').user?.id
  const user = id === undefined ? null : await AdminUser.find(id)
  const sessions = await sessionCollection()
  const stored = await sessions.get(ctx.session.sessionId)
  return user !== null && stored !== null && isSessionCurrent(ctx, user)
}

/** Signs out: the session is emptied and moved to a new id, its old id destroyed in the store. */
export async function endStaffSession(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
}

/** Ends every session of the account: its epoch moves on and its tagged sessions are destroyed. */
export async function endSessionsOf(userId: number) {
  await db.from('admin_users').where('id', userId).increment('session_epoch', 1)
  const sessions = await sessionCollection()
  for (const { id } of await sessions.tagged(String(userId))) await sessions.destroy(id)
}
