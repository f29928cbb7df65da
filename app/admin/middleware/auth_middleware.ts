import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { endStaffSession, isSessionCurrent } from '#admin/http/staff_sessions'
import { staffClock, staffZoneOf } from '#admin/staff/staff_clock'

/**
 * Staff-only pages. Signed-out visitors are redirected to the sign-in page
 * (nothing in the service answers 401); so is a session whose account has
 * been disabled meanwhile or that was signed in before the account's
 * sessions were ended (its epoch is old), and that session ends. Admin views
 * get the staff member's clock (`staffClock`).
 */
export default class AuthMiddleware {
  redirectTo = '/admin/login'

  async handle(ctx: HttpContext, next: NextFn) {
    const web = ctx.auth.use('web')
    let signedIn = await web.check()
    if (signedIn && web.user && !isSessionCurrent(ctx, web.user)) {
      await endStaffSession(ctx)
      signedIn = false
    }
    if (!signedIn || web.user === undefined) {
      const target = encodeURIComponent(ctx.request.url(true))
      return ctx.response.redirect(`${this.redirectTo}?next=${target}`)
    }
    /* every admin page prints times in the signed-in staff member's zone */
    if ('view' in ctx) ctx.view.share({ staffClock: staffClock(staffZoneOf(web.user)) })
    return next()
  }
}
