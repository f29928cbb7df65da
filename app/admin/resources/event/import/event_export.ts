/*
| Events as the import reads them (export, and the empty template), and the
| file that opens in the staff member's spreadsheet: Excel splits a CSV at
| the list separator of its locale, `;` wherever numbers are written with a
| decimal comma (de, fr, nl, es, it, ...), `,` elsewhere.
*/
import type Event from '#models/event'
import { eventResource } from '#admin/resources/event/resource'
import { listWords, matchingRecords } from '#admin/engine/resource_lists'
import type { ListParams } from '#admin/validators/list_query'
import { toLocalInput } from '#admin/engine/local_time'
import {
  EVENT_COLUMNS,
  roundKey,
  ROUND_FIELDS,
  sheetColumns,
  TEMPLATE_ROUNDS,
  columnHint,
  exampleRow,
  type SheetColumn,
} from '#admin/resources/event/import/event_sheet'
import { csvFile, xlsxFile, type SheetTable } from '#admin/resources/event/import/spreadsheet_files'

export type ExportFormat = 'csv_comma' | 'csv_semicolon' | 'xlsx'
export const EXPORT_FORMATS: ExportFormat[] = ['csv_semicolon', 'csv_comma', 'xlsx']

/** Whether numbers in `locale` have a decimal comma (then CSV cells are split at `;`). */
function writesDecimalComma(locale: string): boolean {
  try {
    return new Intl.NumberFormat(locale).format(1.5).includes(',')
  } catch {
    return false
  }
}

/** The first language of an Accept-Language header (en when none). */
export function firstLocale(acceptLanguage: string | undefined): string {
  const first = (acceptLanguage ?? '').split(',')[0].split(';')[0].trim()
  return first && first !== '*' ? first : 'en'
}

/** The CSV flavour that opens as columns in Excel set to `locale`. */
export function csvFormatFor(locale: string): ExportFormat {
  return writesDecimalComma(locale) ? 'csv_semicolon' : 'csv_comma'
}

type Cell = string | number | null

function cellOf(event: Event, column: SheetColumn, decimalComma: boolean): Cell {
  const values = event as unknown as Record<string, unknown>
  if (column.key === 'city') return event.cityName
  const value = values[camel(column.key)]
  if (column.kind === 'time')
    return toLocalInput(value as never, event.timezone)?.replace('T', ' ') ?? null
  if (column.kind === 'yes_no') return value ? 'yes' : 'no'
  if (value === null || value === undefined) return null
  return decimalComma && typeof value === 'number'
    ? String(value).replace('.', ',')
    : (value as Cell)
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

function roundCells(event: Event, decimalComma: boolean) {
  const cells: Record<string, Cell> = {}
  event.ticketOptions.forEach((round, index) => {
    const values = round as unknown as Record<string, unknown>
    for (const field of ROUND_FIELDS) {
      const raw = values[field]
      let value = (typeof raw === 'boolean' ? (raw ? 'yes' : 'no') : raw) as Cell
      if (field === 'price' && typeof value === 'number') {
        value = decimalComma ? value.toFixed(2).replace('.', ',') : value
      }
      cells[roundKey(index + 1, field)] = value ?? null
    }
  })
  return cells
}

/**
 * The events (ticket rounds preloaded) as the sheet's rows, numbers as the
 * format writes them; no events: the template's example row. Headed by the
 * form's labels; the second sheet of an XLSX file names each column's field.
 */
function eventTable(events: Event[], format: ExportFormat): SheetTable {
  const decimalComma = format === 'csv_semicolon'
  const rounds = Math.max(TEMPLATE_ROUNDS, ...events.map((event) => event.ticketOptions.length))
  const columns = sheetColumns(rounds)
  const rows = events.map((event) => ({
    ...Object.fromEntries(
      EVENT_COLUMNS.map((column) => [column.key, cellOf(event, column, decimalComma)])
    ),
    ...roundCells(event, decimalComma),
  }))
  const price = (value: number) =>
    decimalComma ? value.toFixed(2).replace('.', ',') : value.toFixed(2)
  return {
    columns: columns.map(({ key, label }) => ({ key, header: label })),
    rows: events.length ? rows : [exampleRow(price)],
    help: columns.map((column) => ({
      header: column.label,
      label: column.key,
      hint: columnHint(column),
    })),
  }
}

export interface SheetDownload {
  body: string | Buffer
  extension: 'csv' | 'xlsx'
}

/** The file of `events` in `format` (no events: the template). */
export async function eventsFile(events: Event[], format: ExportFormat): Promise<SheetDownload> {
  const table = eventTable(events, format)
  if (format === 'xlsx') return { body: await xlsxFile(table, 'Events'), extension: 'xlsx' }
  return { body: csvFile(table, format === 'csv_semicolon' ? ';' : ','), extension: 'csv' }
}

/** The events a list's search and filters match, as a file. */
export async function listedEventsFile(params: ListParams, zone: string, format: ExportFormat) {
  const words = await listWords(params)
  const query = matchingRecords(eventResource, params, zone, words).preload(
    'ticketOptions' as never
  )
  return eventsFile((await query) as unknown as Event[], format)
}
