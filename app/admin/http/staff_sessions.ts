/*
| The HTTP side of staff sessions (app/admin/staff/staff_sessions.ts says
| how they live and end): signing in and out on a request, and whether the
| request's session is still honoured.
*/
import type { HttpContext } from '@adonisjs/core/http'
import AdminUser from '#models/admin_user'
import { EPOCH_KEY, sessionCollection } from '#admin/staff/staff_sessions'

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
