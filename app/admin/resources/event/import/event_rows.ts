/*
| One spreadsheet row as the event form would have sent it, and the form's
| validator's answer as problems by column. Cells are read forgivingly the
| way spreadsheets write them (2027-01-15 20:00, 15.01.2027 20:00, 12,50,
| yes/no); everything else is the event form's own rules.
*/
import { errors as vineErrors } from '@vinejs/vine'
import { currencyOfCountry } from '#lib/country_currency'
import type City from '#models/city'
import type { SheetRow } from '#models/event_import'
import {
  EVENT_COLUMNS,
  readRoundKey,
  roundKey,
  type CellKind,
} from '#admin/resources/event/import/event_sheet'
import {
  importedEventUpdateValidator,
  importedEventValidator,
} from '#admin/resources/event/validator'
import { formLabelsOf } from '#admin/engine/admin_resource'
import { EVENT_FORM } from '#admin/resources/event/form'
import type { StaffMessages } from '#admin/validators/staff_messages'
import {
  newEventValues,
  proposedEventId,
  proposedEventLinks,
} from '#admin/resources/event/defaults'

/** The cities by folded name (accents and case ignored). */
export type CityIndex = Map<string, City>

export const foldName = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

const ISO_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/
const DOTTED_TIME = /^(\d{1,2})[./](\d{1,2})[./](\d{4})[ ,]+(\d{1,2}):(\d{2})(?::\d{2})?$/

const pad = (value: string) => value.padStart(2, '0')

/** A date and time as the form's datetime-local value (unrecognised text stays as typed). */
function localTime(text: string): string {
  const iso = ISO_TIME.exec(text)
  if (iso) return `${iso[1]}T${pad(iso[2])}:${iso[3]}`
  const dotted = DOTTED_TIME.exec(text)
  if (dotted)
    return `${dotted[3]}-${pad(dotted[2])}-${pad(dotted[1])}T${pad(dotted[4])}:${dotted[5]}`
  return text
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'oui', 'si', 'sí', 'on'])
const NO = new Set(['no', 'n', 'false', '0', 'nein', 'non', 'nee', 'off'])

function yesNo(text: string): string {
  const word = text.toLowerCase()
  if (YES.has(word)) return 'true'
  if (NO.has(word)) return 'false'
  return text
}

/** 12,50 (decimal comma) and 1.234,50 read as 12.50 and 1234.50. */
function decimal(text: string): string {
  const plain = text.replace(/\s|[€$£]/g, '')
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(plain)) return plain.replace(/\./g, '').replace(',', '.')
  if (/^\d+,\d{1,2}$/.test(plain)) return plain.replace(',', '.')
  return plain
}

const READERS: Record<CellKind, (text: string) => string> = {
  text: (text) => text,
  time: localTime,
  yes_no: yesNo,
  number: decimal,
  price: decimal,
}

const KIND_OF = new Map(EVENT_COLUMNS.map((column) => [column.key, column.kind]))

type TicketRound = Record<string, string | undefined>

/** The rounds of the row, in round order, leaving out rounds whose cells are all empty. */
function roundsOf(cells: SheetRow, currency: string | undefined) {
  const rounds = new Map<number, TicketRound>()
  for (const [key, text] of Object.entries(cells)) {
    const round = readRoundKey(key)
    if (!round || text === '') continue
    const value = READERS[round.kind](text)
    rounds.set(round.round, { ...rounds.get(round.round), [round.field]: value })
  }
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, round]) => ({ number, round: { currency, ...round } }))
}

export interface RowInput {
  input: Record<string, unknown>
  /** the round number of each entry of input.ticket_options (for error columns) */
  roundNumbers: number[]
}

/** The form input of one row: cells read by kind, the city resolved, defaults from the city. */
export function rowInput(cells: SheetRow, cities: CityIndex): RowInput {
  const input: Record<string, unknown> = {}
  for (const [key, text] of Object.entries(cells)) {
    const kind = KIND_OF.get(key)
    if (kind && text !== '') input[key] = READERS[kind](text)
  }
  delete input.city
  const city = cells.city ? cities.get(foldName(cells.city)) : undefined
  if (city) input.city_id = city.id
  else if (cells.city) input.city_name = cells.city
  if (city && !input.timezone) input.timezone = city.timezone
  const currency = city ? (currencyOfCountry(city.countryCode) ?? undefined) : undefined
  const rounds = roundsOf(cells, currency)
  input.ticket_options = rounds.map(({ round }) => round)
  return { input, roundNumbers: rounds.map(({ number }) => number) }
}

/** The id the new-event form proposes for the row's name, city and start ('' without a name). */
export function proposedRowId(cells: SheetRow, cities: CityIndex): string {
  const city = cells.city ? (cities.get(foldName(cells.city))?.name ?? cells.city) : ''
  return proposedEventId(cells.name ?? '', city, localTime(cells.start_at ?? ''))
}

/** A new event's empty cells as the new-event form fills them (its page, buy link, states). */
export function withNewEventDefaults(input: Record<string, unknown>, id: string) {
  const { ticket_status: ticketStatus, publication } = newEventValues()
  return { ticket_status: ticketStatus, publication, ...proposedEventLinks(id), ...input, id }
}

/** The column a validator error path belongs to (ticket_options.1.price → round_2_price). */
function columnOfField(field: string, roundNumbers: number[]): string {
  const round = /^ticket_options\.(\d+)\.(\w+)$/.exec(field)
  if (round) return roundKey(roundNumbers[Number(round[1])] ?? Number(round[1]) + 1, round[2])
  if (field === 'city_id' || field === 'city_name') return 'city'
  return field.split('.')[0]
}

interface VineMessage {
  field: string
  message: string
  meta?: { choices?: readonly string[] }
}

/** A sheet has no select to look at: a wrong choice names the right ones. */
const withChoices = ({ message, meta }: VineMessage) =>
  meta?.choices ? `${message}: ${meta.choices.join(', ')}` : message

export type ColumnProblems = Record<string, string[]>

/* problems name the form's labels as the form's own do ("Event page is required"); the
   form's "Publication" card's State field is the sheet's Publication column */
const IMPORT_MESSAGES = (importedEventValidator.messagesProvider as StaffMessages).withLabels({
  ...formLabelsOf({ sections: EVENT_FORM }),
  publication: 'Publication',
})

/**
 * The row validated by the event form's rules (as a new event, or as an
 * edit of `existing`): the validated input, or its problems by column. Ids
 * and cities are the caller's to look up, for the whole sheet at once.
 */
export async function validateRow(
  { input, roundNumbers }: RowInput,
  existing: boolean,
  zone: string
): Promise<{ input: Record<string, any> } | { problems: ColumnProblems }> {
  const validator = existing ? importedEventUpdateValidator : importedEventValidator
  const meta = existing ? { zone, recordId: input.id } : { zone }
  try {
    return {
      input: await validator.validate(input, { meta, messagesProvider: IMPORT_MESSAGES } as never),
    }
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    const problems: ColumnProblems = {}
    for (const problem of error.messages as VineMessage[]) {
      const column = columnOfField(problem.field, roundNumbers)
      ;(problems[column] ??= []).push(withChoices(problem))
    }
    return { problems }
  }
}
