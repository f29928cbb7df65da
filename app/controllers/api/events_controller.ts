import type { HttpContext } from '@adonisjs/core/http'
import { getEvent, listEvents } from '#services/catalog/event_service'
import {
  eventCalendar,
  eventsCalendar,
  type CalendarFile,
} from '#services/catalog/calendar_service'
import { serviceUrl } from '#lib/urls'
import { listEventsValidator } from '#validators/catalog'
import { pathParameter, validateQuery } from '#controllers/api/query_parameters'

function sendCalendar({ request, response }: HttpContext, calendar: CalendarFile) {
  if (calendar.next_cursor) {
    const query = { ...request.qs(), cursor: calendar.next_cursor }
    response.header('Link', `<${serviceUrl(request.url(), query)}>; rel="next"`)
  }
  response.header('Content-Type', 'text/calendar; charset=utf-8')
  return calendar.body
}

export default class EventsController {
  /** GET /api/v1/events (listEvents) */
  async index({ request }: HttpContext) {
    return listEvents(await validateQuery(request, listEventsValidator))
  }

  /** GET /api/v1/events/:id (getEvent) */
  async show({ params }: HttpContext) {
    return getEvent(pathParameter(params, 'id'))
  }

  /** GET /api/v1/events.ics (getEventsCalendar): the same filters as listEvents */
  async calendar(ctx: HttpContext) {
    return sendCalendar(
      ctx,
      await eventsCalendar(await validateQuery(ctx.request, listEventsValidator))
    )
  }

  /** GET /api/v1/events/:id.ics (getEventCalendar) */
  async eventCalendar(ctx: HttpContext) {
    return sendCalendar(ctx, await eventCalendar(pathParameter(ctx.params, 'id')))
  }
}
