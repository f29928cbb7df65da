import type { HttpContext } from '@adonisjs/core/http'
import { listChanges } from '#services/catalog/change_service'
import { changeFeedValidator } from '#validators/catalog'
import { validateQuery } from '#http/policies/api_query_parameters'
import { valueOrHttpError } from '#http/policies/catalog_answer'

export default class ChangesController {
  /** GET /api/v1/changes (listChanges) */
  async index({ request }: HttpContext) {
    return valueOrHttpError(await listChanges(await validateQuery(request, changeFeedValidator)))
  }
}
