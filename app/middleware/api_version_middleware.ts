import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { API_VERSION } from '#schemas/api_headers'

/** `API-Version: 1` on every answer of /api/v1, set first so errors carry it too. */
export default class ApiVersionMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    response.header('API-Version', API_VERSION)
    return next()
  }
}
