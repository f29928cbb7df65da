import type { HttpContext } from '@adonisjs/core/http'
import { getEvent, listEventPage } from '#services/catalog/event_service'
import {
  eventCalendar,
  eventsCalendar,
  type CalendarFile,
} from '#services/catalog/calendar_service'
import { serviceUrl } from '#lib/urls'
import { listEventsValidator } from '#validators/catalog'
import { pathParameter, validateQuery } from '#http/policies/api_query_parameters'
import { valueOrHttpError } from '#http/policies/catalog_answer'

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
    return valueOrHttpError(await listEventPage(await validateQuery(request, listEventsValidator)))
  }

  /** GET /api/v1/events/:id (getEvent) */
  async show({ params }: HttpContext) {
    return valueOrHttpError(await getEvent(pathParameter(params, 'id')))
  }

  /** GET /api/v1/events.ics (getEventsCalendar): the same filters as listEvents */
  async calendar(ctx: HttpContext) {
    const params = await validateQuery(ctx.request, listEventsValidator)
    return sendCalendar(ctx, valueOrHttpError(await eventsCalendar(params)))
  }

  /** GET /api/v1/events/:id.ics (getEventCalendar) and /api/v1/events/:id/calendar.ics (getEventCalendarFile) */
  async eventCalendar(ctx: HttpContext) {
    return sendCalendar(ctx, valueOrHttpError(await eventCalendar(pathParameter(ctx.params, 'id'))))
  }
}
