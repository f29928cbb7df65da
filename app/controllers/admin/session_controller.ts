import type { HttpContext } from '@adonisjs/core/http'
import { signInValidator } from '#validators/admin/session'
import { attemptSignIn, safeNextPath } from '#services/admin/sign_in'

export default class SessionController {
  async create({ view, request }: HttpContext) {
    return view.render('admin/auth/login', { next: safeNextPath(request.input('next')) })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, auth, view } = ctx
    const { email, password, next } = await request.validateUsing(signInValidator)
    const result = await attemptSignIn(email, password, request.ip())
    if (result.outcome === 'throttled') {
      const minutes = Math.max(1, Math.ceil(result.retryInSeconds / 60))
      response.status(429).header('Retry-After', String(result.retryInSeconds))
      return view.render('admin/auth/login', {
        next: safeNextPath(next),
        email,
        failure: `Too many failed sign-in attempts. For your safety, signing in is paused for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      })
    }
    if (result.outcome === 'invalid') {
      session.flashExcept(['_csrf', 'password'])
      session.flash('failure', 'That e-mail and password do not match a staff account.')
      return response.redirect().toRoute('admin.login', {}, { qs: { next: safeNextPath(next) } })
    }
    await auth.use('web').login(result.user)
    return response.redirect(safeNextPath(next))
  }

  async destroy({ auth, response, session }: HttpContext) {
    await auth.use('web').logout()
    session.flash('success', 'You are signed out.')
    return response.redirect().toRoute('admin.login')
  }
}
