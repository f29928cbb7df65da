import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import * as abilities from '#admin/staff/abilities'

/**
 * Routes only some roles may use: `middleware.allow({ ability: 'manageStaff' })`.
 * Anyone else gets the forbidden page (403, app/http/errors/exception_handler.ts).
 */
export default class AllowMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { ability: keyof typeof abilities }) {
    /* inner route groups run first: a signed-out visitor goes on to the auth middleware's redirect */
    const signedIn = await ctx.auth.use('web').check()
    if (!signedIn) return next()
    await ctx.bouncer.authorize(abilities[options.ability])
    return next()
  }
}
