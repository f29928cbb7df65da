/*
| Spreadsheet files in and out (exceljs): a CSV or XLSX file becomes rows of
| text cells keyed by their column header; rows of values become a CSV (with
| the separator the reader's Excel expects) or an XLSX workbook.
*/
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { toCsv } from '#admin/engine/csv_export'
import type { SheetRow } from '#models/event_import'

export type SheetFormat = 'csv' | 'xlsx'

export class UnreadableSheet extends Error {}

export interface ReadSheet {
  headers: string[]
  /** each row with its line number as a spreadsheet shows it (the header is line 1) */
  rows: { line: number; cells: SheetRow }[]
}

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1')

/** What a file holds, by its first bytes (an XLSX file is a zip archive). */
export const formatOf = (bytes: Buffer): SheetFormat =>
  bytes.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : 'csv'

/** Excel saves "CSV" in the Windows code page unless asked for UTF-8. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** The separator of the header line: the most frequent of ; , and tab. */
function separatorOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0]
  const counts = [';', ',', '\t'].map((sign) => [sign, header.split(sign).length] as const)
  return counts.sort((a, b) => b[1] - a[1])[0][0]
}

/** A cell as the text staff typed (dates written by Excel are wall-clock times). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 16).replace('T', ' ')
  if (typeof value !== 'object') return String(value)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
  if ('text' in value) return String(value.text)
  return ''
}

/** A leading quote our exports add before a formula sign is not part of the value. */
const unquoted = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text)

function rowsOf(sheet: ExcelJS.Worksheet): ReadSheet {
  const headers: string[] = []
  const rows: ReadSheet['rows'] = []
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = unquoted(cellText(cell.value).trim())
    })
    if (!headers.length) {
      headers.push(...Array.from(cells, (cell) => (cell ?? '').toLowerCase()))
      return
    }
    const entries = headers.map((header, index) => [header, cells[index] ?? ''] as const)
    if (entries.every(([, cell]) => cell === '')) return
    rows.push({ line, cells: Object.fromEntries(entries.filter(([header]) => header)) })
  })
  return { headers: headers.filter(Boolean), rows }
}

export async function readSheet(bytes: Buffer): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook()
  try {
    if (formatOf(bytes) === 'xlsx') {
      await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer)
      return rowsOf(workbook.worksheets[0])
    }
    const text = decodeText(bytes).replace(/^\uFEFF/, '')
    const sheet = await workbook.csv.read(Readable.from([text]), {
      map: (datum: string) => datum,
      parserOptions: { delimiter: separatorOf(text) },
    } as never)
    return rowsOf(sheet)
  } catch (error) {
    if (error instanceof UnreadableSheet) throw error
    throw new UnreadableSheet('The file could not be read as a CSV or XLSX spreadsheet.')
  }
}

export interface SheetTable {
  columns: { key: string; header: string }[]
  rows: Record<string, unknown>[]
  /** a second sheet of an XLSX file explaining the columns */
  help?: { header: string; label: string; hint: string }[]
}

export function csvFile(table: SheetTable, separator: string): string {
  return toCsv(table.columns, table.rows, separator)
}

export async function xlsxFile(table: SheetTable, name: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(name)
  sheet.columns = table.columns.map(({ key, header }) => ({ key, header, width: 18 }))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  /* a string cell is never run as a formula in XLSX; CSV needs the quote */
  for (const row of table.rows) sheet.addRow(row)
  if (table.help) {
    const help = workbook.addWorksheet('Columns')
    help.columns = [
      { key: 'header', header: 'Column', width: 24 },
      { key: 'label', header: 'In the form', width: 24 },
      { key: 'hint', header: 'What to enter', width: 80 },
    ]
    for (const line of table.help) help.addRow(line)
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
