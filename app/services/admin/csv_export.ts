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

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => neutraliseFormula(row[column]))),
    { header: true, columns, record_delimiter: 'windows' }
  )
}
