/*
| The events spreadsheet (import, export and template share it): one event a
| row, its columns the event form's fields (../form.ts, so a new form field is
| a new column), headed by the form's labels ("Event page"; the field's name,
| "url", is read too), the city by name, and the ticket rounds as numbered
| columns ("Round 1 price", or round_1_price).
*/
import type { FieldKind, FormField, RowsColumn } from '#admin/engine/admin_resource'
import { EVENT_FORM } from '#admin/resources/event/form'

export type CellKind = 'text' | 'time' | 'yes_no' | 'number' | 'price'

export interface SheetColumn {
  /** the form field's name (the machine name of the column, also read as its header) */
  key: string
  /** the header the template and the export write: the form's label */
  label: string
  kind: CellKind
  hint?: string
}

/** The round columns as the form's row editor declares them ("name", "price", "currency"). */
const ROUND_EDITOR = EVENT_FORM.flatMap((section) => section.rows ?? []).find(
  (rows) => rows.key === 'ticket_options'
)!

/** The form's city select and free city name are one column: a city's name. */
const CITY_FIELDS = new Set(['city_id', 'city_name'])

const KINDS: Partial<Record<FieldKind, CellKind>> = {
  'datetime-local': 'time',
  'checkbox': 'yes_no',
  'number': 'number',
}

const columnOf = (field: FormField | RowsColumn, key: string): SheetColumn => ({
  key,
  label: field.label,
  kind: key.endsWith('_price') ? 'price' : (KINDS[field.kind ?? 'text'] ?? 'text'),
  hint: 'hint' in field ? field.hint : undefined,
})

const CITY_COLUMN: SheetColumn = {
  key: 'city',
  label: 'City',
  kind: 'text',
  hint: 'One of our cities by name (its time zone is the default), or any other city name.',
}

const PUBLICATION_COLUMNS: SheetColumn[] = [
  {
    key: 'publication',
    label: 'Publication',
    kind: 'text',
    hint: 'draft, published or scheduled (empty: draft)',
  },
  { key: 'publish_at', label: 'Publish at', kind: 'time' },
  { key: 'unpublish_at', label: 'Unpublish at', kind: 'time' },
]

function eventColumns(): SheetColumn[] {
  const columns: SheetColumn[] = []
  for (const field of EVENT_FORM.flatMap((section) => section.fields)) {
    if (CITY_FIELDS.has(field.name)) {
      if (field.name === 'city_id') columns.push(CITY_COLUMN)
      continue
    }
    columns.push(columnOf(field, field.name))
  }
  /* the id first: it says which event a row is */
  const id = columns.findIndex((column) => column.key === 'id')
  return [columns[id], ...columns.filter((_, index) => index !== id), ...PUBLICATION_COLUMNS]
}

export const EVENT_COLUMNS = eventColumns()

/** The rounds' fields as the form names them (name, price, currency, soldOut). */
export const ROUND_FIELDS = ROUND_EDITOR.columns.map((column) => column.key)

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The machine name of a round's cell: round_2_price, round_1_sold_out. */
export const roundKey = (round: number, field: string) => `round_${round}_${snake(field)}`

/** A round's column in staff words: "Round 2 price" (the round's name: "Round 1 name"). */
const roundLabel = (round: number, column: RowsColumn) =>
  `Round ${round} ${column.key === 'name' ? 'name' : column.label.toLowerCase()}`

const ROUND_KEY = /^round_(\d{1,2})_([a-z_]+)$/

/** A round column's round number (1-based), form field and cell kind, or null. */
export function readRoundKey(key: string): { round: number; field: string; kind: CellKind } | null {
  const match = ROUND_KEY.exec(key)
  const column =
    match && ROUND_EDITOR.columns.find((candidate) => snake(candidate.key) === match[2])
  if (!column) return null
  return { round: Number(match![1]), field: column.key, kind: columnOf(column, key).kind }
}

/** Headers compared without case, accents, spaces or underscores ("Time zone" = "timezone"). */
const headerWords = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_:]+/g, '')

const KEY_OF_WORDS = new Map(
  EVENT_COLUMNS.flatMap((column) => [
    [headerWords(column.key), column.key],
    [headerWords(column.label), column.key],
  ])
)
const ROUND_WORDS = /^round(\d{1,2})(.+)$/
const ROUND_FIELD_OF_WORDS = new Map(
  ROUND_EDITOR.columns.flatMap((column) => [
    [headerWords(snake(column.key)), column.key],
    [headerWords(column.label), column.key],
  ])
)

/** The column a header names (its machine name or the form's label, any case), or null. */
export function columnKeyOf(header: string): string | null {
  const words = headerWords(header)
  const key = KEY_OF_WORDS.get(words)
  if (key) return key
  const round = ROUND_WORDS.exec(words)
  const field = round && ROUND_FIELD_OF_WORDS.get(round[2])
  return field ? roundKey(Number(round![1]), field) : null
}

/** The header of a column in staff words (the report names columns as the sheet does). */
export function headerOf(key: string): string {
  const column = EVENT_COLUMNS.find((candidate) => candidate.key === key)
  if (column) return column.label
  const round = readRoundKey(key)
  const editorColumn = ROUND_EDITOR.columns.find((candidate) => candidate.key === round?.field)
  return round && editorColumn ? roundLabel(round.round, editorColumn) : key
}

/** Every column of a sheet with `rounds` ticket rounds. */
export function sheetColumns(rounds: number): SheetColumn[] {
  const roundColumns: SheetColumn[] = []
  for (let round = 1; round <= rounds; round++) {
    for (const column of ROUND_EDITOR.columns) {
      const key = roundKey(round, column.key)
      roundColumns.push({ ...columnOf(column, key), label: roundLabel(round, column) })
    }
  }
  return [...EVENT_COLUMNS, ...roundColumns]
}

const CELL_HINTS: Record<CellKind, string> = {
  text: '',
  time: 'Date and time in the event’s time zone: 2027-01-15 20:00',
  yes_no: 'yes or no',
  number: 'A whole number',
  price: 'Empty: price to be announced; 12.50 or 12,50',
}

/** What an empty cell of a new event becomes: what the new-event form fills in. */
const EMPTY_MEANS: Record<string, string> = {
  id: 'Empty: proposed from the name, the city and the start year, as the form does.',
  url: 'Empty for a new event: /events/ and its id.',
  buy_url: 'Empty for a new event: /events/ and its id, then #tickets.',
  ticket_status: 'Empty for a new event: coming_soon.',
}

/** What to enter in a column (the template's second sheet, the import page). */
export function columnHint(column: SheetColumn): string {
  return [column.hint ?? CELL_HINTS[column.kind], EMPTY_MEANS[column.key]].filter(Boolean).join(' ')
}

/** The template's example row names itself by this id: kept as it is, it is not imported. */
export const EXAMPLE_ID = 'example-welcome-party'

/** The template's one example row, by column (prices as `price` writes them). */
export function exampleRow(price: (value: number) => string): Record<string, string> {
  const year = new Date().getFullYear() + 1
  return {
    id: EXAMPLE_ID,
    name: 'Welcome party',
    type: 'welcome_festival',
    city: 'Prague',
    timezone: 'Europe/Prague',
    start_at: `${year}-10-01 20:00`,
    end_at: `${year}-10-02 02:00`,
    description: 'A night on the river to meet the other new students.',
    venue_name: 'Riverside Club',
    ticket_status: 'on_sale',
    waitlist_open: 'no',
    publication: 'draft',
    round_1_name: 'Early bird',
    round_1_price: price(9.5),
    round_1_currency: 'CZK',
    round_2_name: 'Regular',
    round_2_price: '',
    round_2_currency: 'CZK',
  }
}

/** The template offers this many rounds; an export as many as its events have (at least these). */
export const TEMPLATE_ROUNDS = 3
