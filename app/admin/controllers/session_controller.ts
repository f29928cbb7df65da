import { voidFormTickets } from '#admin/staff/parked_forms'
import type { HttpContext } from '@adonisjs/core/http'
import { secondFactorValidator, signInValidator } from '#admin/validators/session'
import { attemptSecondFactor, attemptSignIn, safeNextPath } from '#admin/staff/sign_in'
import { PARKED_MINUTES } from '#admin/staff/parked_forms'
import { endStaffSession } from '#admin/http/staff_sessions'
import {
  askSecondStep,
  forgetPendingSignIn,
  pendingSignIn,
  signedIn,
} from '#admin/http/staff_sign_in_steps'
import { endSessionsOf } from '#admin/staff/staff_sessions'
import { clientOf } from '#lib/client_key'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

const throttledText = (seconds: number, what: string) =>
  `Too many failed ${what}. For your safety, signing in from here is paused for ${plural(Math.max(1, Math.ceil(seconds / 60)), 'minute')}.`

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
    if (result.outcome === 'second_factor') return askSecondStep(ctx, result.user, next)
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
      forgetPendingSignIn(ctx)
      response.status(429).header('Retry-After', String(result.retryInSeconds))
      return view.render('admin/auth/login', {
        next: pending.next,
        failure: throttledText(result.retryInSeconds, 'codes for this account'),
      })
    }
    if (result.outcome === 'gone') {
      forgetPendingSignIn(ctx)
      return response.redirect().toRoute('admin.login')
    }
    if (result.outcome === 'wrong') {
      session.flash(
        'failure',
        'That code is not right (or was used already). Try the next code of your app, or a recovery code.'
      )
      return response.redirect().toRoute('admin.login.twoFactor')
    }
    forgetPendingSignIn(ctx)
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
