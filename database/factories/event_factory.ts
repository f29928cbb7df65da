import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import type City from '#models/city'
import Event from '#models/event'
import { TicketOptionFactory } from '#database/factories/ticket_option_factory'
import { uniqueName } from '#database/factories/unique_name'

/**
 * An event of the tests: a Halloween party in a city with no row
 * ("Elsewhere", Europe/Berlin) in 30 days, tickets coming soon, waiting list
 * open. Its name and links follow its id unless given. States: `onSale`,
 * `waitlistClosed`; `.merge(inCity(city))` puts it in a city of the catalog.
 */
export const EventFactory = factory
  .define(Event, () => ({
    id: uniqueName('test-event'),
    type: 'halloween' as const,
    cityId: null,
    cityName: 'Elsewhere',
    startAt: DateTime.now().plus({ days: 30 }),
    endAt: null,
    timezone: 'Europe/Berlin',
    waitlistOpen: true,
    ticketStatus: 'coming_soon' as const,
    ticketNote: '',
  }))
  .before('create', (_factory, event) => {
    event.name ??= `Event ${event.id}`
    event.url ??= `/events/${event.id}`
    event.buyUrl ??= `/events/${event.id}#tickets`
  })
  .state('onSale', (event) => {
    event.ticketStatus = 'on_sale'
  })
  .state('waitlistClosed', (event) => {
    event.waitlistOpen = false
  })
  .relation('ticketOptions', () => TicketOptionFactory)
  .build()

/** The columns that place an event in a city of the catalog (its zone is the city's). */
export function inCity(city: City): Partial<Event> {
  return { cityId: city.id, cityName: city.name, timezone: city.timezone }
}
