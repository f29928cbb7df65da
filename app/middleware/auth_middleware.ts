import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Staff-only pages. Signed-out visitors are redirected to the sign-in page
 * (nothing in the service answers 401).
 */
export default class AuthMiddleware {
  redirectTo = '/admin/login'

  async handle(ctx: HttpContext, next: NextFn) {
    if (!(await ctx.auth.use('web').check())) {
      const target = encodeURIComponent(ctx.request.url(true))
      return ctx.response.redirect(`${this.redirectTo}?next=${target}`)
    }
    return next()
  }
}
