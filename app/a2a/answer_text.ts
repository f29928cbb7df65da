import { DateTime } from 'luxon'
import type { EventShape } from '#schemas/event'
import type { TicketStatus } from '#schemas/enums'
import type { Correction } from '#a2a/intent_parser'

/*
| Short human sentences for the text part of an answer. The data part holds
| everything; the text names the first few items and says how many more.
*/

/** The kinds of events the service lists, in words. */
export const EVENT_TYPES_TEXT =
  'Halloween parties, welcome festivals, semester kickoffs and orientation weeks'

/** How many items a text names before "and N more". */
const ITEMS_IN_TEXT = 5

export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

/** "Sat 31 Oct 2026, 21:00" in the offset the date-time carries. */
export function localDateTime(iso: string): string {
  return DateTime.fromISO(iso, { setZone: true })
    .setLocale('en-GB')
    .toFormat('ccc d LLL yyyy, HH:mm')
}

export function ticketStatusText(status: TicketStatus, salesOpenAt: string | null): string {
  const labels: Record<TicketStatus, string> = {
    on_sale: 'tickets on sale',
    opens_soon: 'ticket sales open soon',
    coming_soon: 'tickets coming soon',
    see_page: 'tickets: see the event page',
    ended: 'ticket sales ended',
  }
  if (status === 'opens_soon' && salesOpenAt) {
    return `ticket sales open ${localDateTime(salesOpenAt)}`
  }
  return labels[status]
}

/** The text with exactly one full stop at its end. */
export function sentence(text: string): string {
  return `${text.trim().replace(/[.!]+$/, '')}.`
}

export function pricesText(options: EventShape['tickets']['options']): string {
  if (options.length === 0) return 'no prices published yet'
  return options
    .map((option) => `${option.name} ${money(option.price, option.currency)}`)
    .join(', ')
}

/** One line per event: name, when, where, tickets and its id. */
export function eventLine(event: EventShape): string {
  const where = event.venue ? `, ${event.venue.name}` : ''
  const cheapest = event.tickets.options.toSorted((a, b) => a.price - b.price)[0]
  const from = cheapest ? `, from ${money(cheapest.price, cheapest.currency)}` : ''
  return `${event.name}: ${localDateTime(event.start)}${where}${from}; ${ticketStatusText(event.tickets.status, event.tickets.sales_open_at)} (id ${event.id})`
}

/** The first items as lines, then "…and N more." when the list is longer. */
export function bulletList(lines: string[], total = lines.length): string {
  const shown = lines.slice(0, ITEMS_IN_TEXT)
  const more = total - shown.length
  return [...shown.map((line) => `- ${line}`), ...(more > 0 ? [`…and ${more} more.`] : [])].join(
    '\n'
  )
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** "(I read "berln" as Berlin.) " before the answer, when a name was corrected. */
export function withCorrections(text: string, corrections: Correction[]): string {
  if (corrections.length === 0) return text
  const notes = corrections.map(({ said, understood }) => `"${said}" as ${understood}`)
  return `(I read ${notes.join(' and ')}.) ${text}`
}
