import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { endStaffSession } from '#services/admin/staff_sessions'
import { staffClock, staffZoneOf } from '#services/admin/staff_clock'

/**
 * Staff-only pages. Signed-out visitors are redirected to the sign-in page
 * (nothing in the service answers 401); so is a session whose account has
 * been disabled meanwhile, and that session ends. Admin views get the
 * staff member's clock (`staffClock`).
 */
export default class AuthMiddleware {
  redirectTo = '/admin/login'

  async handle(ctx: HttpContext, next: NextFn) {
    const web = ctx.auth.use('web')
    const signedIn = await web.check()
    if (signedIn && web.user?.disabledAt) await endStaffSession(ctx)
    if (!signedIn || web.user === undefined) {
      const target = encodeURIComponent(ctx.request.url(true))
      return ctx.response.redirect(`${this.redirectTo}?next=${target}`)
    }
    /* every admin page prints times in the signed-in staff member's zone */
    if ('view' in ctx) ctx.view.share({ staffClock: staffClock(staffZoneOf(web.user)) })
    return next()
  }
}
