/*
| Spreadsheet files out (exceljs): rows of values become a CSV (with the
| separator the reader's Excel expects) or an XLSX workbook. Files in are read
| by sheet_readers.ts, in a worker (sheet_reading.ts). exceljs is loaded on
| the first XLSX file asked for: loaded with the server it kept ~30 MB of
| resident memory that most processes never use.
*/
import { toCsv } from '#admin/engine/csv_export'

export interface SheetTable {
  columns: { key: string; header: string }[]
  rows: Record<string, unknown>[]
  /** a second sheet of an XLSX file explaining the columns (label: the form field's name) */
  help?: { header: string; label: string; hint: string }[]
}

export function csvFile(table: SheetTable, separator: string): string {
  return toCsv(table.columns, table.rows, separator)
}

export async function xlsxFile(table: SheetTable, name: string): Promise<Buffer> {
  const { default: excel } = await import('exceljs')
  const workbook = new excel.Workbook()
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
      { key: 'label', header: 'Also read as', width: 24 },
      { key: 'hint', header: 'What to enter', width: 80 },
    ]
    for (const line of table.help) help.addRow(line)
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
