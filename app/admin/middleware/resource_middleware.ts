import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { AdminResource } from '#admin/engine/admin_resource'

/**
 * Hands a resource's routes their declaration: app/admin/routes.ts builds
 * the routes of each resource of app/admin/resources/registry.ts with
 * `middleware.adminResource(resource)`, and the generic controllers read it
 * (`boundResource(ctx)`, app/admin/controllers/support.ts).
 */
export default class AdminResourceMiddleware {
  handle(ctx: HttpContext, next: NextFn, resource: AdminResource) {
    ctx.adminResource = resource
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** the admin resource whose route this is (set by AdminResourceMiddleware) */
    adminResource?: AdminResource
  }
}
