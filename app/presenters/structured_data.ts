/*
| schema.org JSON-LD for the site pages, built from the contract's shapes
| (the same serialized Event and CityGuide every door hands out), never by a
| template: an Event per event page, an ItemList of Events per city page.
| What Google's Event rich results read: name, startDate, location (a Place
| with a PostalAddress) are required; description, endDate, eventStatus,
| eventAttendanceMode, image, offers and organizer are recommended.
*/
import { serviceConfig } from '#config/service'
import { absoluteUrl } from '#lib/urls'
import type { EventShape } from '#schemas/event'
import type { TicketStatus } from '#schemas/enums'
import { eventSummary } from '#presenters/page_texts'

const SCHEMA = 'https://schema.org'

/**
 * Offer availability from the published ticket status: on sale → InStock;
 * sales opening later (opens_soon, coming_soon) → PreOrder; "see the event
 * page" → LimitedAvailability; sales over (the event is past) → Discontinued.
 * A sold-out round is SoldOut, and every offer is when the event is.
 */
const OFFER_AVAILABILITY: Record<TicketStatus, string> = {
  on_sale: `${SCHEMA}/InStock`,
  opens_soon: `${SCHEMA}/PreOrder`,
  coming_soon: `${SCHEMA}/PreOrder`,
  see_page: `${SCHEMA}/LimitedAvailability`,
  ended: `${SCHEMA}/Discontinued`,
}

/** What the event's JSON-LD needs beyond the Event shape: its city's country. */
export interface EventPlaceContext {
  /** ISO 3166-1 alpha-2 of the event's city, when it is one of ours */
  countryCode: string | null
}

function organizer() {
  return { '@type': 'Organization', 'name': serviceConfig.name, 'url': absoluteUrl('/') }
}

function place(event: EventShape, context: EventPlaceContext) {
  const address: Record<string, string> = {
    '@type': 'PostalAddress',
    'addressLocality': event.city,
  }
  if (event.venue?.address) address.streetAddress = event.venue.address
  if (context.countryCode) address.addressCountry = context.countryCode
  return { '@type': 'Place', 'name': event.venue?.name ?? event.city, address }
}

const SOLD_OUT = `${SCHEMA}/SoldOut`

/** A sold-out round is SoldOut whatever the phase of the sale (a past event: Discontinued). */
function availability(event: EventShape, soldOut: boolean): string {
  return soldOut && event.status !== 'past' ? SOLD_OUT : OFFER_AVAILABILITY[event.tickets.status]
}

function offers(event: EventShape) {
  const { tickets } = event
  /* a round whose price is to be announced is not offered yet (never given as 0, which is free) */
  const priced = tickets.options.filter((option) => option.price !== null)
  return priced.map((option) => {
    const offer: Record<string, unknown> = {
      '@type': 'Offer',
      'name': option.name,
      'price': option.price,
      'priceCurrency': option.currency,
      'availability': availability(event, option.sold_out),
      'url': tickets.buy_url,
    }
    if (tickets.sales_open_at) offer.validFrom = tickets.sales_open_at
    return offer
  })
}

/** The schema.org Event of one event (without `@context` when nested in a list). */
/**
 * The picture as a schema.org ImageObject (Google takes it for `image`):
 * its alt text as `caption`, its credit as `creditText`.
 */
function imageObject(shape: {
  image: string | null
  image_alt: string | null
  image_credit: string | null
}) {
  return {
    '@type': 'ImageObject',
    'url': shape.image,
    'contentUrl': shape.image,
    ...(shape.image_alt ? { caption: shape.image_alt } : {}),
    ...(shape.image_credit ? { creditText: shape.image_credit } : {}),
  }
}

export function eventStructuredData(
  event: EventShape,
  context: EventPlaceContext,
  withContext = true
) {
  const data: Record<string, unknown> = {
    ...(withContext ? { '@context': SCHEMA } : {}),
    '@type': 'Event',
    'name': event.name,
    'description': event.description ?? eventSummary(event),
    'startDate': event.start,
    ...(event.end ? { endDate: event.end } : {}),
    'eventStatus': `${SCHEMA}/EventScheduled`,
    'eventAttendanceMode': `${SCHEMA}/OfflineEventAttendanceMode`,
    'location': place(event, context),
    ...(event.image ? { image: [imageObject(event)] } : {}),
    'organizer': organizer(),
    'url': event.url,
  }
  const eventOffers = offers(event)
  if (eventOffers.length) data.offers = eventOffers
  if (event.age_min) data.typicalAgeRange = `${event.age_min}-`
  return data
}

/** An ItemList of the events a city page shows, each a full Event, in page order. */
export function eventListStructuredData(
  name: string,
  pageUrl: string,
  events: EventShape[],
  context: EventPlaceContext
) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    'url': pageUrl,
    'numberOfItems': events.length,
    'itemListElement': events.map((event, index) => ({
      '@type': 'ListItem',
      'position': index + 1,
      'url': event.url,
      'item': eventStructuredData(event, context, false),
    })),
  }
}
