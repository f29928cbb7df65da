import { stringify } from 'csv-stringify/sync'

/*
| Spreadsheets run a cell starting with = + - @ (or a tab / carriage return)
| as a formula; a leading quote makes it plain text (OWASP CSV injection).
*/
const FORMULA_START = /^[=+\-@\t\r]/

export function neutraliseFormula(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** A column: its key in the rows, and the header staff read (defaults to the key). */
export type CsvColumn = string | { key: string; header: string }

/** What a download holds: its columns and one record a line. */
export interface CsvTable {
  columns: CsvColumn[]
  rows: Record<string, unknown>[]
}

const keyOf = (column: CsvColumn) => (typeof column === 'string' ? column : column.key)

/**
 * Excel opens a CSV as UTF-8 only when it starts with a byte-order mark
 * (otherwise "Jürgen" reads "JÃ¼rgen"); other readers skip it.
 */
const UTF8_BOM = '\uFEFF'

const headerOf = (column: CsvColumn) => (typeof column === 'string' ? column : column.header)

/** `delimiter`: `;` for an Excel whose locale writes decimal commas (de, fr, nl, ...). */
export function toCsv(
  columns: CsvColumn[],
  rows: Record<string, unknown>[],
  delimiter = ','
): string {
  const cells = rows.map((row) => columns.map((column) => neutraliseFormula(row[keyOf(column)])))
  const lines = [columns.map(headerOf), ...cells]
  return UTF8_BOM + stringify(lines, { record_delimiter: 'windows', delimiter })
}
