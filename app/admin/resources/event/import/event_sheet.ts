/*
| The events spreadsheet (import, export and template share it): one event a
| row, its columns named like the event form's fields (../form.ts, so a new
| form field is a new column), the city by name, and
| the ticket rounds as numbered columns (round_1_name, round_1_price, ...).
*/
import type { FieldKind, FormField, RowsColumn } from '#admin/engine/admin_resource'
import { EVENT_FORM } from '#admin/resources/event/form'

export type CellKind = 'text' | 'time' | 'yes_no' | 'number' | 'price'

export interface SheetColumn {
  /** the header, also the form field's name */
  key: string
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
  { key: 'publication', label: 'Publication', kind: 'text', hint: 'draft, published or scheduled' },
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

/** The header of a round's cell: round_2_price, round_1_sold_out. */
export const roundKey = (round: number, field: string) => `round_${round}_${snake(field)}`

const ROUND_KEY = /^round_(\d{1,2})_([a-z_]+)$/

/** A round column's round number (1-based), form field and cell kind, or null. */
export function readRoundKey(key: string): { round: number; field: string; kind: CellKind } | null {
  const match = ROUND_KEY.exec(key)
  const column =
    match && ROUND_EDITOR.columns.find((candidate) => snake(candidate.key) === match[2])
  if (!column) return null
  return { round: Number(match![1]), field: column.key, kind: columnOf(column, key).kind }
}

/** Every column of a sheet with `rounds` ticket rounds. */
export function sheetColumns(rounds: number): SheetColumn[] {
  const roundColumns: SheetColumn[] = []
  for (let round = 1; round <= rounds; round++) {
    for (const column of ROUND_EDITOR.columns) {
      const key = roundKey(round, column.key)
      roundColumns.push({ ...columnOf(column, key), label: `Round ${round}: ${column.label}` })
    }
  }
  return [...EVENT_COLUMNS, ...roundColumns]
}

/** The template offers this many rounds; an export as many as its events have (at least these). */
export const TEMPLATE_ROUNDS = 3
