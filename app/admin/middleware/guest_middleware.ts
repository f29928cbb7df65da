import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isSessionCurrent } from '#admin/http/staff_sessions'

/** The sign-in page sends already signed-in staff to the dashboard. */
export default class GuestMiddleware {
  redirectTo = '/admin'

  async handle(ctx: HttpContext, next: NextFn) {
    const web = ctx.auth.use('web')
    if ((await web.check()) && web.user && isSessionCurrent(ctx, web.user)) {
      return ctx.response.redirect(this.redirectTo)
    }
    return next()
  }
}
