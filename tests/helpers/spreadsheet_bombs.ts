/*
| Hostile spreadsheets for the import tests and the bench, written here by
| hand (yazl for the zip): a minimal XLSX workbook around any sheet XML, a
| sheet that inflates far past the import's limit (a zip bomb), the same
| with its zip directory lying about the size, and a CSV of many rows.
*/
import yazl from 'yazl'

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Column letters of a 0-based index (0 → A, 27 → AB). */
function letters(index: number): string {
  let text = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    text = String.fromCharCode(65 + ((rest - 1) % 26)) + text
  return text
}

/** One row of inline-string cells. */
function rowXml(line: number, cells: string[]) {
  const xml = cells.map(
    (cell, index) =>
      `<c r="${letters(index)}${line}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`
  )
  return `<row r="${line}">${xml.join('')}</row>`
}

const sheetXml = (rows: string) =>
  `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`

/** The parts of a one-sheet workbook around `sheet` (Excel's names and relations). */
function workbookParts(sheet: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Events" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', sheet],
  ]
}

function zipOf(parts: [string, string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, text] of parts) zip.addBuffer(Buffer.from(text), name, { compress: true })
  zip.end()
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
}

/** A real XLSX workbook of one sheet holding `rows` (the first is the header). */
export const workbookOf = (rows: string[][]) =>
  zipOf(workbookParts(sheetXml(rows.map((cells, index) => rowXml(index + 1, cells)).join(''))))

/**
 * A zip bomb: the template's header, then one row repeated until the sheet
 * unpacks to `megabytes` MB (about 1000:1 compressed).
 */
export function bombWorkbook(header: string[], megabytes: number) {
  const row = rowXml(2, ['bomb', 'x'.repeat(40)])
  const repeat = Math.ceil((megabytes * 1024 * 1024) / row.length)
  return zipOf(workbookParts(sheetXml(rowXml(1, header) + row.repeat(repeat))))
}

const CENTRAL_HEADER = 0x02014b50
const LOCAL_HEADER = 0x04034b50

/**
 * The zip with every part's declared (uncompressed) size replaced by
 * `declared` bytes, in the central directory and the local headers: what a
 * bomb does to pass a check of declared sizes.
 */
export function withDeclaredSizes(zip: Buffer, declared: number): Buffer {
  const lying = Buffer.from(zip)
  for (let offset = 0; offset + 4 <= lying.length; offset++) {
    const signature = lying.readUInt32LE(offset)
    if (signature === CENTRAL_HEADER) lying.writeUInt32LE(declared, offset + 24)
    else if (signature === LOCAL_HEADER && lying.readUInt32LE(offset + 22) !== 0)
      lying.writeUInt32LE(declared, offset + 22)
  }
  return lying
}
