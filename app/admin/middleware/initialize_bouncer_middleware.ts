import * as abilities from '#admin/staff/abilities'
import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** A bouncer for the signed-in staff member of this request, shared with the admin views. */
export default class InitializeBouncerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.bouncer = new Bouncer(
      () => ctx.auth.use('web').user ?? null,
      abilities,
      {}
    ).setContainerResolver(ctx.containerResolver)
    if ('view' in ctx) ctx.view.share(ctx.bouncer.edgeHelpers)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    bouncer: Bouncer<
      Exclude<HttpContext['auth']['user'], undefined>,
      typeof abilities,
      Record<string, never>
    >
  }
}
