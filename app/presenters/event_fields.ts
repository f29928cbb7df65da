import type { EventShape } from '#schemas/event'
import type { EventField } from '#schemas/a2a'
import type { AgentText } from '#presenters/agent_text'
import { roundPrice, ticketStatusWords } from '#presenters/agent_events'

/*
| One field of an event as a sentence in the answer's language, for an
| agent answering exactly what was asked: its entry rule, minimum age,
| waitlist, early-access window, prices (a free event says so), date,
| venue or when its ticket sales open.
*/

const NONE = 'none'

export function priceSentence(say: AgentText, event: EventShape): string {
  const options = event.tickets.options
  const values = { name: event.name, url: event.url }
  if (options.length === 0) return say.t('field.price_none', values)
  const rounds = options.map((option) => roundPrice(say, option)).join(', ')
  if (options.every((option) => option.price === 0)) {
    return say.t('field.price_free', { ...values, options: rounds })
  }
  return say.t('field.price', {
    name: event.name,
    options: rounds,
    soldOut: event.tickets.sold_out ? 'yes' : 'no',
    url: event.tickets.buy_url,
  })
}

function ageSentence(say: AgentText, event: EventShape, age: number | null): string {
  if (event.age_min === null) return say.t('field.age_none', { name: event.name, url: event.url })
  if (age === null) return say.t('field.age', { name: event.name, age: event.age_min })
  return say.t('field.age_verdict', {
    allowed: age >= event.age_min ? 'yes' : 'no',
    name: event.name,
    age: event.age_min,
  })
}

function earlyWindow(say: AgentText, early: NonNullable<EventShape['tickets']['early_access']>) {
  const start = early.starts_at ? say.dateTime(early.starts_at) : null
  const end = early.ends_at ? say.dateTime(early.ends_at) : null
  if (start && end) return say.t('field.early_from_until', { start, end })
  if (start) return say.t('field.early_from', { start })
  if (end) return say.t('field.early_until', { end })
  return NONE
}

function earlyAccessSentence(say: AgentText, event: EventShape): string {
  const early = event.tickets.early_access
  const sales = ticketStatusWords(say, event.tickets.status, event.tickets.sales_open_at)
  if (!early) return say.t('field.early_none', { name: event.name, sales })
  return say.t('field.early', {
    name: event.name,
    open: early.open ? 'yes' : 'no',
    window: earlyWindow(say, early),
    description: early.description,
    signup: early.url ?? NONE,
    sales,
  })
}

function salesSentence(say: AgentText, event: EventShape): string {
  const opens = event.tickets.sales_open_at
  return say.t('field.sales', {
    name: event.name,
    sales: ticketStatusWords(say, event.tickets.status, opens),
    /* "opens soon" already names its date */
    opens: opens && event.tickets.status !== 'opens_soon' ? say.dateTime(opens) : NONE,
    url: event.tickets.buy_url,
  })
}

function venueSentence(say: AgentText, event: EventShape): string {
  if (!event.venue) return say.t('field.venue_none', { name: event.name, url: event.url })
  const venue = [event.venue.name, event.venue.address].filter(Boolean).join(', ')
  return say.t('field.venue', { name: event.name, venue })
}

function dateSentence(say: AgentText, event: EventShape): string {
  const start = say.dateTime(event.start)
  if (!event.end) return say.t('field.date', { name: event.name, start })
  return say.t('field.date_range', { name: event.name, start, end: say.dateTime(event.end) })
}

function entrySentence(say: AgentText, event: EventShape): string {
  if (event.entry_rule)
    return say.t('field.entry_rule', { name: event.name, rule: event.entry_rule })
  return say.t('field.entry_none', {
    name: event.name,
    age: event.age_min === null ? NONE : String(event.age_min),
    url: event.url,
  })
}

function waitlistSentence(say: AgentText, event: EventShape): string {
  return event.waitlist_open
    ? say.t('field.waitlist_open', { name: event.name, url: event.url })
    : say.t('field.waitlist_closed', { name: event.name })
}

/** The sentence answering `field` of `event`; `age` is an age the question gave. */
export function eventFieldSentence(
  say: AgentText,
  event: EventShape,
  field: EventField,
  age: number | null
): string {
  switch (field) {
    case 'entry_rule':
      return entrySentence(say, event)
    case 'age_min':
      return ageSentence(say, event, age)
    case 'waitlist':
      return waitlistSentence(say, event)
    case 'early_access':
      return earlyAccessSentence(say, event)
    case 'price':
      return priceSentence(say, event)
    case 'date':
      return dateSentence(say, event)
    case 'sales_open':
      return salesSentence(say, event)
    case 'venue':
      return venueSentence(say, event)
  }
}
