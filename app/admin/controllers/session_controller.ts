import { voidFormTickets } from '#admin/staff/parked_forms'
import type { HttpContext } from '@adonisjs/core/http'
import { secondFactorValidator, signInValidator } from '#admin/validators/session'
import {
  attemptSecondFactor,
  attemptSignIn,
  safeNextPath,
  type FailedSignIns,
} from '#admin/staff/sign_in'
import type { StaffAccount } from '#admin/staff/admin_accounts'
import { PARKED_MINUTES } from '#admin/staff/parked_forms'
import { endStaffSession, startStaffSession } from '#admin/http/staff_sessions'
import { endSessionsOf } from '#admin/staff/staff_sessions'
import { clientOf } from '#lib/client_key'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** What the staff member reads after signing in when someone tried their account meanwhile. */
function attackNotice(failed: FailedSignIns) {
  return {
    count: failed.count,
    lastAt: failed.lastAt.toISO(),
    text: `${plural(failed.count, 'failed sign-in attempt')} on your account since you last signed in, the last one ${failed.lastAt.toRelative()}. If that was not you, change your password.`,
  }
}

/** The password step passed; the second step must follow within this time. */
const SECOND_STEP_MS = 5 * 60_000
const PENDING = 'two_factor_pending'

interface PendingSignIn {
  userId: number
  next: string
  until: number
}

function pendingSignIn({ session }: HttpContext): PendingSignIn | null {
  const pending = session.get(PENDING) as PendingSignIn | undefined
  return pending && pending.until > Date.now() ? pending : null
}

const throttledText = (seconds: number, what: string) =>
  `Too many failed ${what}. For your safety, signing in from here is paused for ${plural(Math.max(1, Math.ceil(seconds / 60)), 'minute')}.`

async function signedIn(
  ctx: HttpContext,
  user: StaffAccount,
  failed: FailedSignIns | null,
  next: string
) {
  await startStaffSession(ctx, user)
  if (failed) ctx.session.flash('attack', attackNotice(failed))
  return ctx.response.redirect(safeNextPath(next))
}

export default class SessionController {
  async create({ view, request }: HttpContext) {
    const next = safeNextPath(request.input('next'))
    return view.render('admin/auth/login', { next, parkedMinutes: PARKED_MINUTES })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, view } = ctx
    const { email, password, next } = await request.validateUsing(signInValidator)
    const result = await attemptSignIn(email, password, clientOf(request))
    if (result.outcome === 'throttled') {
      response.status(429).header('Retry-After', String(result.retryInSeconds))
      return view.render('admin/auth/login', {
        next: safeNextPath(next),
        email,
        failure: throttledText(result.retryInSeconds, 'sign-in attempts from your network'),
      })
    }
    if (result.outcome === 'second_factor') {
      const pending: PendingSignIn = {
        userId: result.user.id,
        next: safeNextPath(next),
        until: Date.now() + SECOND_STEP_MS,
      }
      session.put(PENDING, pending)
      return response.redirect().toRoute('admin.login.twoFactor')
    }
    if (result.outcome !== 'signed_in') {
      session.flashExcept(['_csrf', 'password'])
      session.flash(
        'failure',
        result.outcome === 'disabled'
          ? 'This staff account is disabled.'
          : 'That e-mail and password do not match a staff account.'
      )
      return response.redirect().toRoute('admin.login', {}, { qs: { next: safeNextPath(next) } })
    }
    return signedIn(ctx, result.user, result.failedSinceLastSignIn, next ?? '/admin')
  }

  /** The second step for accounts with two-factor sign-in: a code of the app or a recovery code. */
  async secondFactor(ctx: HttpContext) {
    if (!pendingSignIn(ctx)) return ctx.response.redirect().toRoute('admin.login')
    return ctx.view.render('admin/auth/two_factor')
  }

  async verifySecondFactor(ctx: HttpContext) {
    const { request, response, session, view } = ctx
    const pending = pendingSignIn(ctx)
    if (!pending) {
      session.flash('failure', 'Please sign in again: the code was not entered in time.')
      return response.redirect().toRoute('admin.login')
    }
    const { code } = await request.validateUsing(secondFactorValidator)
    const result = await attemptSecondFactor(pending.userId, code)
    if (result.outcome === 'throttled') {
      session.forget(PENDING)
      response.status(429).header('Retry-After', String(result.retryInSeconds))
      return view.render('admin/auth/login', {
        next: pending.next,
        failure: throttledText(result.retryInSeconds, 'codes for this account'),
      })
    }
    if (result.outcome === 'gone') {
      session.forget(PENDING)
      return response.redirect().toRoute('admin.login')
    }
    if (result.outcome === 'wrong') {
      session.flash(
        'failure',
        'That code is not right (or was used already). Try the next code of your app, or a recovery code.'
      )
      return response.redirect().toRoute('admin.login.twoFactor')
    }
    session.forget(PENDING)
    if (result.recoveryCodesLeft !== null) {
      session.flash(
        'success',
        `You signed in with a recovery code: ${plural(result.recoveryCodesLeft, 'recovery code')} left. Make new ones on your account page if you lost your app.`
      )
    }
    return signedIn(ctx, result.user, result.failedSinceLastSignIn, pending.next)
  }

  /** Signs out of this session, or with `everywhere` out of every session of the account. */
  async destroy(ctx: HttpContext) {
    const { auth, request, response, session } = ctx
    const user = auth.use('web').getUserOrFail()
    if (request.input('everywhere')) await endSessionsOf(user.id)
    /* a form of this session saved later is not kept for it (app/admin/staff/parked_forms.ts) */
    await voidFormTickets(session.sessionId)
    await endStaffSession(ctx)
    session.flash(
      'success',
      request.input('everywhere') ? 'You are signed out everywhere.' : 'You are signed out.'
    )
    return response.redirect().toRoute('admin.login')
  }
}
