/*
| Small helpers shared by the markdown renderers (and the HTML site pages).
*/
import { DateTime } from 'luxon'

/** "€12.00" style price in the currency's own symbol. */
export function formatPrice(price: number, currency: string): string {
  if (price === 0) return 'Free'
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(price)
}

/** "Sat 31 Oct 2026, 21:00 (+01:00)": an ISO date-time in its own offset. */
export function formatDateTime(iso: string): string {
  const value = DateTime.fromISO(iso, { setZone: true })
  if (!value.isValid) return iso
  return `${value.toFormat('ccc d LLL yyyy, HH:mm')} (UTC${value.toFormat('ZZ')})`
}

/** Text safe inside one markdown table cell. */
function tableCell(value: string): string {
  return value.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|')
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(tableCell).join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** Sections joined by blank lines, empty ones left out; ends with one newline. */
export function joinBlocks(blocks: (string | null | undefined | false)[]): string {
  return blocks.filter((block): block is string => Boolean(block)).join('\n\n') + '\n'
}

/** Human words for a ticket status. */
export const TICKET_STATUS_LABELS: Record<string, string> = {
  on_sale: 'On sale',
  opens_soon: 'Opens soon',
  coming_soon: 'Coming soon',
  see_page: 'See the event page',
  ended: 'Ended',
}

export const EVENT_TYPE_LABELS: Record<string, string> = {
  halloween: 'Halloween',
  welcome_festival: 'Welcome festival',
  semester_kickoff: 'Semester kickoff',
  orientation_week: 'Orientation week',
}
