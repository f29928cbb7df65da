import type { HttpContext } from '@adonisjs/core/http'
import { getEvent, listEvents } from '#services/catalog/event_service'
import { listEventsValidator } from '#validators/catalog'
import { pathParameter, validateQuery } from '#controllers/api/query_parameters'

export default class EventsController {
  /** GET /api/v1/events (listEvents) */
  async index({ request }: HttpContext) {
    return listEvents(await validateQuery(request, listEventsValidator))
  }

  /** GET /api/v1/events/:id (getEvent) */
  async show({ params }: HttpContext) {
    return getEvent(pathParameter(params, 'id'))
  }
}
