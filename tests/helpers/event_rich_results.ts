/*
| The reference the site's JSON-LD is checked against: the properties of
| Google's Event rich results (Google Search Central, "Event structured
| data"), written out here, and a checker that shares no code with the
| builder in app/services/discovery/structured_data.ts.
*/

const SCHEMA = 'https://schema.org/'

/** Required by Google for an Event rich result. */
const GOOGLE_EVENT_REQUIRED = ['name', 'startDate', 'location'] as const
/** Required when location is a Place. */
const GOOGLE_PLACE_REQUIRED = ['address'] as const

/**
 * Recommended by Google. Two are left out on purpose: `performer` (the
 * service's events have no named performers) and `previousStartDate` (only
 * for a rescheduled event; the service has no rescheduled state).
 */
const GOOGLE_EVENT_RECOMMENDED = [
  'description',
  'endDate',
  'eventAttendanceMode',
  'eventStatus',
  'image',
  'offers',
  'organizer',
] as const
const GOOGLE_PLACE_RECOMMENDED = ['name'] as const
const GOOGLE_OFFER_RECOMMENDED = [
  'availability',
  'price',
  'priceCurrency',
  'validFrom',
  'url',
] as const
const GOOGLE_ORGANIZER_RECOMMENDED = ['name', 'url'] as const

const EVENT_STATUSES = [
  'EventScheduled',
  'EventCancelled',
  'EventMovedOnline',
  'EventPostponed',
  'EventRescheduled',
].map((name) => SCHEMA + name)
const ATTENDANCE_MODES = [
  'OfflineEventAttendanceMode',
  'OnlineEventAttendanceMode',
  'MixedEventAttendanceMode',
].map((name) => SCHEMA + name)
const ITEM_AVAILABILITY = [
  'InStock',
  'SoldOut',
  'PreOrder',
  'PreSale',
  'LimitedAvailability',
  'OnlineOnly',
  'InStoreOnly',
  'OutOfStock',
  'Discontinued',
  'BackOrder',
].map((name) => SCHEMA + name)

/** ISO 8601 date-time with seconds and an offset (what Google asks for, with the time zone). */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/

type Json = Record<string, any>

function isAbsoluteUrl(value: unknown) {
  try {
    return ['http:', 'https:'].includes(new URL(String(value)).protocol)
  } catch {
    return false
  }
}

/**
 * What keeps an Event from a complete rich result: missing required or
 * recommended properties (offers only when the event has ticket rounds,
 * endDate only when it has an end, addressCountry only when its city is one
 * of the service's, validFrom only when sales open later)
 * and malformed values.
 */
export function eventRichResultProblems(
  event: Json,
  options: { offers: boolean; end: boolean; country: boolean }
): string[] {
  const problems: string[] = []
  const need = (ok: boolean, problem: string) => ok || problems.push(problem)
  need(event['@type'] === 'Event', '@type is not Event')
  for (const key of GOOGLE_EVENT_REQUIRED) need(event[key] !== undefined, `missing ${key}`)
  for (const key of GOOGLE_EVENT_RECOMMENDED) {
    if (key === 'offers' && !options.offers) continue
    if (key === 'endDate' && !options.end) continue
    need(event[key] !== undefined, `missing recommended ${key}`)
  }
  need(typeof event.name === 'string' && event.name.length > 0, 'name is empty')
  need(ISO_WITH_OFFSET.test(event.startDate), 'startDate is not ISO 8601 with an offset')
  if (event.endDate) {
    need(ISO_WITH_OFFSET.test(event.endDate), 'endDate is not ISO 8601 with an offset')
    need(Date.parse(event.endDate) >= Date.parse(event.startDate), 'endDate before startDate')
  }
  need(EVENT_STATUSES.includes(event.eventStatus), 'eventStatus is no EventStatusType')
  need(ATTENDANCE_MODES.includes(event.eventAttendanceMode), 'eventAttendanceMode unknown')
  const location = event.location ?? {}
  need(location['@type'] === 'Place', 'location is not a Place')
  for (const key of [...GOOGLE_PLACE_REQUIRED, ...GOOGLE_PLACE_RECOMMENDED])
    need(location[key] !== undefined, `missing location.${key}`)
  const address = location.address ?? {}
  need(address['@type'] === 'PostalAddress', 'location.address is not a PostalAddress')
  need(typeof address.addressLocality === 'string', 'missing address.addressLocality')
  if (options.country || address.addressCountry !== undefined)
    need(/^[A-Z]{2}$/.test(address.addressCountry ?? ''), 'address.addressCountry not ISO 3166')
  const images = Array.isArray(event.image) ? event.image : [event.image]
  const imageUrlOf = (image: any) => (image?.['@type'] === 'ImageObject' ? image.url : image)
  need(images.map(imageUrlOf).every(isAbsoluteUrl), 'image is not an absolute URL')
  for (const key of GOOGLE_ORGANIZER_RECOMMENDED)
    need(event.organizer?.[key] !== undefined, `missing organizer.${key}`)
  for (const [index, offer] of (event.offers ?? []).entries()) {
    const at = `offers[${index}]`
    need(offer['@type'] === 'Offer', `${at} is not an Offer`)
    for (const key of GOOGLE_OFFER_RECOMMENDED) {
      if (key === 'validFrom' && offer.validFrom === undefined) continue
      need(offer[key] !== undefined, `missing ${at}.${key}`)
    }
    need(typeof offer.price === 'number' && offer.price >= 0, `${at}.price is not a number`)
    need(/^[A-Z]{3}$/.test(offer.priceCurrency), `${at}.priceCurrency is not ISO 4217`)
    need(ITEM_AVAILABILITY.includes(offer.availability), `${at}.availability unknown`)
    need(isAbsoluteUrl(offer.url), `${at}.url is not absolute`)
    if (offer.validFrom) need(ISO_WITH_OFFSET.test(offer.validFrom), `${at}.validFrom not ISO`)
  }
  return problems
}
