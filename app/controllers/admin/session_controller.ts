import type { HttpContext } from '@adonisjs/core/http'
import { signInValidator } from '#validators/admin/session'
import { attemptSignIn, safeNextPath, type FailedSignIns } from '#services/admin/sign_in'
import { endSessionsOf, endStaffSession, startStaffSession } from '#services/admin/staff_sessions'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** What the staff member reads after signing in when someone tried their account meanwhile. */
function attackNotice(failed: FailedSignIns) {
  return {
    count: failed.count,
    lastAt: failed.lastAt.toISO(),
    text: `${plural(failed.count, 'failed sign-in attempt')} on your account since you last signed in, the last one ${failed.lastAt.toRelative()}. If that was not you, change your password.`,
  }
}

export default class SessionController {
  async create({ view, request }: HttpContext) {
    return view.render('admin/auth/login', { next: safeNextPath(request.input('next')) })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, view } = ctx
    const { email, password, next } = await request.validateUsing(signInValidator)
    const result = await attemptSignIn(email, password, request.ip())
    if (result.outcome === 'throttled') {
      const minutes = Math.max(1, Math.ceil(result.retryInSeconds / 60))
      response.status(429).header('Retry-After', String(result.retryInSeconds))
      return view.render('admin/auth/login', {
        next: safeNextPath(next),
        email,
        failure: `Too many failed sign-in attempts from your network. For your safety, signing in from here is paused for ${plural(minutes, 'minute')}.`,
      })
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
    await startStaffSession(ctx, result.user)
    if (result.failedSinceLastSignIn) {
      session.flash('attack', attackNotice(result.failedSinceLastSignIn))
    }
    return response.redirect(safeNextPath(next))
  }

  /** Signs out of this session, or with `everywhere` out of every session of the account. */
  async destroy(ctx: HttpContext) {
    const { auth, request, response, session } = ctx
    const user = auth.use('web').getUserOrFail()
    if (request.input('everywhere')) await endSessionsOf(user.id)
    await endStaffSession(ctx)
    session.flash(
      'success',
      request.input('everywhere') ? 'You are signed out everywhere.' : 'You are signed out.'
    )
    return response.redirect().toRoute('admin.login')
  }
}
