import type { EventShape } from '#schemas/event'
import type { EventField } from '#schemas/a2a'
import { localDateTime } from '#presenters/dates'
import { moneyInSentence } from '#presenters/money'
import { ticketStatusPhrase } from '#presenters/labels'

/*
| One field of an event as a sentence, for an agent answering exactly what
| was asked: its entry rule, minimum age, waitlist, early-access window,
| prices (a free event says so), date, venue or when its ticket sales open.
*/

function roundPrice(option: EventShape['tickets']['options'][number]): string {
  const soldOut = option.sold_out ? ' (sold out)' : ''
  return `${option.name} ${moneyInSentence(option.price, option.currency)}${soldOut}`
}

export function priceSentence(event: EventShape): string {
  const options = event.tickets.options
  if (options.length === 0) return `${event.name}: no prices published yet. See ${event.url}`
  if (options.every((option) => option.price === 0)) {
    return `${event.name} is free (${options.map(roundPrice).join(', ')}).`
  }
  const soldOut = event.tickets.sold_out ? ' Sold out.' : ''
  return `${event.name} costs ${options.map(roundPrice).join(', ')}.${soldOut} Buy: ${event.tickets.buy_url}`
}

function ageSentence(event: EventShape, age: number | null): string {
  if (event.age_min === null) return `${event.name}: no minimum age is listed. See ${event.url}`
  if (age === null) return `${event.name}: minimum age ${event.age_min}.`
  const verdict = age >= event.age_min ? 'Yes' : 'No'
  return `${verdict}: ${event.name} is ${event.age_min}+ (minimum age ${event.age_min}).`
}

function earlyAccessSentence(event: EventShape): string {
  const early = event.tickets.early_access
  const sales = ticketStatusPhrase(event.tickets.status, event.tickets.sales_open_at)
  if (!early) return `${event.name} has no early access; ${sales}.`
  const window = [
    early.starts_at ? `from ${localDateTime(early.starts_at)}` : '',
    early.ends_at ? `until ${localDateTime(early.ends_at)}` : '',
  ]
    .filter(Boolean)
    .join(' ')
  const open = early.open ? 'open now' : 'not open now'
  const where = early.url ? ` Sign up: ${early.url}` : ''
  return `${event.name} early access (${open}${window ? `, ${window}` : ''}): ${early.description}${where}; ${sales}.`
}

/** The sentence answering `field` of `event`; `age` is an age the question gave. */
export function eventFieldSentence(
  event: EventShape,
  field: EventField,
  age: number | null
): string {
  switch (field) {
    case 'entry_rule':
      return event.entry_rule
        ? `${event.name}: ${event.entry_rule}`
        : `${event.name}: no entry rule is listed${event.age_min !== null ? ` (minimum age ${event.age_min})` : ''}. See ${event.url}`
    case 'age_min':
      return ageSentence(event, age)
    case 'waitlist':
      return event.waitlist_open
        ? `${event.name}: the waitlist is open. Join it on ${event.url}`
        : `${event.name}: the waitlist is not open.`
    case 'early_access':
      return earlyAccessSentence(event)
    case 'price':
      return priceSentence(event)
    case 'date':
      return `${event.name}: ${localDateTime(event.start)}${event.end ? ` to ${localDateTime(event.end)}` : ''}.`
    case 'sales_open':
      return `${event.name}: ${ticketStatusPhrase(event.tickets.status, event.tickets.sales_open_at)}${event.tickets.sales_open_at ? ` (sales open ${localDateTime(event.tickets.sales_open_at)})` : ''}. Buy: ${event.tickets.buy_url}`
    case 'venue':
      return event.venue
        ? `${event.name}: ${event.venue.name}${event.venue.address ? `, ${event.venue.address}` : ''}.`
        : `${event.name}: the venue is not announced yet. See ${event.url}`
  }
}
