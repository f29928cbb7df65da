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
import db from '@adonisjs/lucid/services/db'

/** The session key of the epoch a session was signed in at (absent: signed in at epoch 0). */
export const EPOCH_KEY = 'staff_epoch'

let resolvedConfig: Promise<ResolvedSessionConfig | null> | undefined

/* A fresh collection per use: its store takes the database connection of the moment. */
export async function sessionCollection() {
  resolvedConfig ??= configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
  const config = await resolvedConfig
  if (!config) throw new Error('config/session.ts must use defineConfig')
  return new SessionCollection(config)
}

/** Ends every session of the account: its epoch moves on and its tagged sessions are destroyed. */
export async function endSessionsOf(userId: number) {
  await db.from('admin_users').where('id', userId).increment('session_epoch', 1)
  const sessions = await sessionCollection()
  for (const { id } of await sessions.tagged(String(userId))) await sessions.destroy(id)
}
