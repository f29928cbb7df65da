/*
| The steps of signing in on a request, shared by the sign-in form and the
| page of a one-time link (a password set with an invitation or a reset link
| signs its owner in): an account with two-factor sign-in on is asked for
| its second step first, within SECOND_STEP_MS.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type AdminUser from '#models/admin_user'
import type { FailedSignIns } from '#admin/staff/sign_in'
import { safeNextPath } from '#admin/staff/sign_in'
import { hasTwoFactor } from '#admin/staff/two_factor'
import { startStaffSession } from '#admin/http/staff_sessions'

/** The password step passed; the second step must follow within this time. */
const SECOND_STEP_MS = 5 * 60_000
const PENDING = 'two_factor_pending'

export interface PendingSignIn {
  userId: number
  next: string
  until: number
}

/** The sign-in waiting for its second step, while it may still be taken. */
export function pendingSignIn({ session }: HttpContext): PendingSignIn | null {
  const pending = session.get(PENDING) as PendingSignIn | undefined
  return pending && pending.until > Date.now() ? pending : null
}

export function forgetPendingSignIn({ session }: HttpContext) {
  session.forget(PENDING)
}

/** The first step passed: the second step is asked for next (its page). */
export function askSecondStep(ctx: HttpContext, user: AdminUser, next: string | undefined) {
  const pending: PendingSignIn = {
    userId: user.id,
    next: safeNextPath(next),
    until: Date.now() + SECOND_STEP_MS,
  }
  ctx.session.put(PENDING, pending)
  return ctx.response.redirect().toRoute('admin.login.twoFactor')
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** What the staff member reads after signing in when someone tried their account meanwhile. */
function attackNotice(failed: FailedSignIns) {
  return {
    count: failed.count,
    lastAt: failed.lastAt.toISO(),
    text: `${plural(failed.count, 'failed sign-in attempt')} on your account since you last signed in, the last one ${failed.lastAt.toRelative()}. If that was not you, change your password.`,
  }
}

/** Every step passed: a new session for the account, then where they were going. */
export async function signedIn(
  ctx: HttpContext,
  user: AdminUser,
  failed: FailedSignIns | null,
  next: string
) {
  await startStaffSession(ctx, user)
  if (failed) ctx.session.flash('attack', attackNotice(failed))
  return ctx.response.redirect(safeNextPath(next))
}

/** A password just set with a one-time link: signed in, or asked for the second step first. */
export function signInAfterLink(ctx: HttpContext, user: AdminUser) {
  if (hasTwoFactor(user)) return askSecondStep(ctx, user, '/admin')
  return signedIn(ctx, user, null, '/admin')
}
