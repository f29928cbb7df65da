import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { heavyWorkOf } from '#services/admission/heavy_work'
import { admit } from '#services/admission/admission_gate'

/**
 * Heavy work of a route that no rate limit counts (the admin panel's
 * spreadsheet imports and exports) waits for its turn in the process's
 * admission gate, as the rate-limit middleware does for the public doors.
 * The route's name decides (#services/admission/heavy_work); others pass.
 */
export default class AdmissionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const work = heavyWorkOf(ctx.route?.name, ctx.request.qs())
    return work ? admit(work, next) : next()
  }
}
