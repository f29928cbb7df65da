import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { hasTwoFactor, twoFactorRequired } from '#admin/staff/two_factor'

/* what an admin without two-factor sign-in may still do when it is required: set it up, or leave */
const ALLOWED_ROUTES = new Set([
  'admin.account.twoFactor',
  'admin.account.twoFactor.enable',
  'admin.logout',
])

/**
 * With STAFF_TWO_FACTOR=admins, an admin who has not turned on two-factor
 * sign-in is sent to set it up before any other page of the panel.
 */
export default class TwoFactorMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.use('web').user
    const route = ctx.route?.name ?? ''
    if (user && twoFactorRequired(user) && !hasTwoFactor(user) && !ALLOWED_ROUTES.has(route)) {
      ctx.session.flash('failure', 'Admins of this team sign in with a second step: set it up now.')
      return ctx.response.redirect().toRoute('admin.account.twoFactor')
    }
    return next()
  }
}
