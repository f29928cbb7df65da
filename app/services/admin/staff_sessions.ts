/*
| Staff sessions live in the session store (config/session.ts), tagged with
| the staff member's id. Signing out destroys the session in the store, so a
| copy of the old cookie reads an empty session; a password change or a
| disabled account destroys every session of that account.
*/
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { SessionCollection } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import type { HttpContext } from '@adonisjs/core/http'
import type AdminUser from '#models/admin_user'

let resolvedConfig: Promise<ResolvedSessionConfig | null> | undefined

/* A fresh collection per use: its store takes the database connection of the moment. */
async function sessionCollection() {
  resolvedConfig ??= configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
  const config = await resolvedConfig
  if (!config) throw new Error('config/session.ts must use defineConfig')
  return new SessionCollection(config)
}

/** Signs the staff member in on a new session id, tagged with their account. */
export async function startStaffSession(ctx: HttpContext, user: AdminUser) {
  await ctx.auth.use('web').login(user)
  await ctx.session.tag(String(user.id))
}

/** Signs out: the session is emptied and moved to a new id, its old id destroyed in the store. */
export async function endStaffSession(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
}

/** Destroys every session of the account. */
export async function endSessionsOf(userId: number) {
  const sessions = await sessionCollection()
  for (const { id } of await sessions.tagged(String(userId))) await sessions.destroy(id)
}
