/*
| Reading an uploaded CSV or XLSX file into rows of text cells, streaming and
| bounded (IMPORT_LIMITS): an XLSX's parts are unpacked one at a time from
| its zip directory (zip_parts.ts) and its first sheet is read row by row by
| exceljs's streaming reader; a CSV is parsed record by record (csv-parse).
| Reading stops at the first limit broken. Runs in the import worker
| (sheet_worker.ts), never on the server's event loop.
*/
import { isUtf8 } from 'node:buffer'
import { Readable } from 'node:stream'
import type ExcelJS from 'exceljs'
import { parse } from 'csv-parse'
import { ZipParts } from '#admin/resources/event/import/zip_parts'
import { SheetRows, type ReadSheet, type RowsSink } from '#admin/resources/event/import/sheet_rows'
import { IMPORT_REFUSALS, UnreadableSheet } from '#admin/resources/event/import/import_limits'

export type SheetFormat = 'csv' | 'xlsx'

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1')

/** What a file holds, by its first bytes (an XLSX file is a zip archive). */
export const formatOf = (bytes: Buffer): SheetFormat =>
  bytes.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : 'csv'

/** The separator of the header line: the most frequent of ; , and tab. */
function separatorOf(bytes: Buffer): string {
  /* the signs are ASCII: the first line's bytes are counted as they are */
  const header = bytes
    .subarray(0, 1024 * 1024)
    .toString('latin1')
    .split(/\r?\n/, 1)[0]
  const counts = [';', ',', '\t'].map((sign) => [sign, header.split(sign).length] as const)
  return counts.sort((a, b) => b[1] - a[1])[0][0]
}

/**
 * The text in pieces, decoded as they go (never the whole 10 MB text at
 * once), so that the parser stops soon after the reader does. Excel saves
 * "CSV" in the Windows code page unless asked for UTF-8; a UTF-8 BOM is dropped.
 */
function* textPieces(bytes: Buffer, size = 64 * 1024) {
  const decoder = new TextDecoder(isUtf8(bytes) ? 'utf-8' : 'windows-1252')
  for (let start = 0; start < bytes.length; start += size)
    yield decoder.decode(bytes.subarray(start, start + size), { stream: true })
  yield decoder.decode()
}

async function readCsv(bytes: Buffer, rows: SheetRows): Promise<ReadSheet> {
  const parser = Readable.from(textPieces(bytes)).pipe(
    parse({ delimiter: separatorOf(bytes), relax_column_count: true, relax_quotes: true })
  )
  let line = 0
  try {
    for await (const record of parser as AsyncIterable<string[]>) rows.add(++line, record)
  } finally {
    parser.destroy()
  }
  return rows.sheet()
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

/**
 * exceljs's streaming reader, driven part by part: its own loop reads the
 * zip's local headers in file order (which a crafted file can hide parts
 * from) and keeps a sheet that comes before the shared strings in a temp
 * file; these are the steps of that loop (exceljs 4.4), fed the parts read
 * from the zip directory in the order a sheet needs them.
 */
interface WorkbookSteps {
  sharedStrings?: unknown[]
  workbookRels?: { Id: string; Target: string }[]
  model?: { sheets?: { rId: string }[] }
  _parseRels(part: Readable): Promise<void>
  _parseWorkbook(part: Readable): Promise<void>
  _parseStyles(part: Readable): Promise<void>
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>
}

/** The zip path of the workbook's first sheet. */
function firstSheetPath(steps: WorkbookSteps): string {
  const first = steps.model?.sheets?.[0]
  const target = steps.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target
  if (!target) throw new UnreadableSheet(IMPORT_REFUSALS.noSheet())
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`
}

async function firstSheet(parts: ZipParts) {
  /* loaded for XLSX files only: it takes longer to load than a CSV takes to read */
  const { default: excel } = await import('exceljs')
  const steps = new excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  }) as unknown as WorkbookSteps
  await steps._parseRels(await parts.text('xl/_rels/workbook.xml.rels'))
  await steps._parseWorkbook(await parts.text('xl/workbook.xml'))
  if (parts.has('xl/styles.xml')) await steps._parseStyles(await parts.text('xl/styles.xml'))
  steps.sharedStrings = []
  if (parts.has('xl/sharedStrings.xml')) {
    /* cached on `steps` as they are read: nothing is yielded */
    const strings = steps._parseSharedStrings(await parts.text('xl/sharedStrings.xml'))
    for await (const nothing of strings) void nothing
  }
  const path = firstSheetPath(steps)
  const [{ value: sheet }] = steps._parseWorksheet(await parts.text(path), '1')
  return sheet
}

async function readXlsx(bytes: Buffer, rows: SheetRows): Promise<ReadSheet> {
  const parts = await ZipParts.open(bytes)
  try {
    for await (const row of await firstSheet(parts)) {
      const cells: string[] = []
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = cellText(cell.value)
      })
      rows.add(row.number, cells)
    }
    return rows.sheet()
  } finally {
    parts.close()
  }
}

/**
 * Reads a CSV or XLSX file, handing its rows to `send` in pieces of
 * `pieceSize` as they are read; UnreadableSheet naming what is wrong.
 */
export async function readSheetFile(
  bytes: Buffer,
  send: RowsSink,
  pieceSize: number
): Promise<ReadSheet> {
  const rows = new SheetRows(send, pieceSize)
  try {
    return await (formatOf(bytes) === 'xlsx' ? readXlsx(bytes, rows) : readCsv(bytes, rows))
  } catch (error) {
    if (error instanceof UnreadableSheet) throw error
    throw new UnreadableSheet(IMPORT_REFUSALS.unreadable())
  }
}
