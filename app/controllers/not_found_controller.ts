import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'

/**
 * A path under a door's prefix that no route of the door serves: the
 * router's own 404, answered in that door's error shape (its route group).
 */
export default class NotFoundController {
  async handle({ request }: HttpContext) {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  }
}
