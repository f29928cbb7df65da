/*
| The site's sentences for students that arrived with "what's on" (#41): the
| events page's quick choices, month choices and way forward, the ticket
| state on cards and pages, and the Halloween page's waiting list. One table,
| written as ICU messages ({name} placeholders; a count has a `.one` and an
| `.other` form, `{count, plural, …}` in a catalog), so it moves into the
| @adonisjs/i18n catalog as it is. Templates never hold these words.
*/

export const SITE_MESSAGES = {
  /* the events page */
  'events.quick.label': 'When',
  'events.quick.tonight': 'Tonight',
  'events.quick.weekend': 'This weekend',
  'events.quick.week': 'Next 7 days',
  'events.quick.any': 'Any date',
  'events.months.label': 'Events by month',
  'events.months.count.one': '{count} event',
  'events.months.count.other': '{count} events',
  'events.months.none': 'no events',
  'events.filters.summary': 'Filters',
  'events.filters.active': 'Filters: {list}',
  'events.filters.on_sale': 'on sale now',
  'events.empty': 'No events match these filters.',
  'events.empty.next': 'The next one is {name}, {when}.',
  'events.empty.next.link': 'See {name}',
  'events.empty.next.from': 'Show events from {date}',
  'events.empty.nearest':
    'There are no such events in {city} for now. The nearest city with them is {other}, {km} km away.',
  'events.empty.nearest.any':
    'There are no events in {city} for now. The nearest city with events is {other}, {km} km away.',
  'events.empty.nearest.link.one': 'See the {count} event in {other}',
  'events.empty.nearest.link.other': 'See the {count} events in {other}',

  /* the ticket state of an event, on cards and on its page */
  'tickets.on_sale': 'On sale',
  'tickets.on_sale.from': 'On sale from {price}',
  'tickets.free': 'Free',
  'tickets.free.some': 'Free tickets available',
  'tickets.organisers': 'Sold by the organisers',
  'tickets.organisers.from': 'Sold by the organisers, from {price}',
  'tickets.organisers.free': 'Free, via the organisers',
  'tickets.opens_on': 'Sales open on {when}',
  'tickets.coming_soon': 'Tickets coming soon',
  'tickets.waitlist': 'Waiting list open',
  'tickets.sold_out': 'Sold out',
  'tickets.sold_out.waitlist': 'Sold out, waiting list open',
  'tickets.sales_ended': 'Sales ended',
  'tickets.sales_ended.waitlist': 'Sales ended, waiting list open',
  'tickets.event_over': 'Event over',
  'tickets.badge.organisers': 'From the organisers',
  'tickets.badge.opens_soon': 'Opens soon',
  'tickets.badge.coming_soon': 'Coming soon',

  /* the Halloween page's waiting list */
  'halloween.waitlist.others': 'The waiting list for {name} is open too:',
  'halloween.waitlist.others.link': 'join it on its page',
} as const

export type SiteMessageKey = keyof typeof SITE_MESSAGES
type Values = Record<string, string | number>

/** The message with its placeholders filled ("{name}" → values.name). */
export function siteMessage(key: SiteMessageKey, values: Values = {}): string {
  return SITE_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole
  )
}

const plurals = new Intl.PluralRules('en')

type CountedKey = {
  [Key in SiteMessageKey]: Key extends `${infer Stem}.one` ? Stem : never
}[SiteMessageKey]

/** The `.one` or `.other` form of a counted message, with `{count}` filled. */
export function siteCount(stem: CountedKey, count: number, values: Values = {}): string {
  const form = plurals.select(count) === 'one' ? 'one' : 'other'
  return siteMessage(`${stem}.${form}` as SiteMessageKey, { ...values, count })
}
