/*
| The rows of a sheet as they are read, bounded as they come, handed on in
| pieces (the worker sends each as it is read, and holds no more than one):
| the reader stops at the first row, column or character past
| IMPORT_LIMITS, and a cell
| the input policy refuses (a NUL character, other control characters,
| invalid Unicode) is named by its row, column and address.
*/
import { brokenTextRule, STAFF_INPUT_MESSAGES } from '#lib/input_policy'
import type { SheetRow } from '#models/event_import'
import {
  IMPORT_LIMITS,
  IMPORT_REFUSALS,
  UnreadableSheet,
} from '#admin/resources/event/import/import_limits'

export interface ReadSheet {
  headers: string[]
  /** the rows read (each handed on in a piece) */
  rows: number
}

/** Takes a piece of rows: each row's cells by column header, in the sheet's order. */
export type RowsSink = (rows: SheetRow[]) => void

/** A leading quote our exports add before a formula sign is not part of the value. */
const unquoted = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text)

/** A column's letters as a spreadsheet shows them (1 → A, 28 → AB). */
function columnLetters(column: number): string {
  let letters = ''
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  return letters
}

export class SheetRows {
  private headers: string[] = []
  private piece: SheetRow[] = []
  private count = 0
  private characters = 0

  constructor(
    private send: RowsSink,
    private pieceSize: number
  ) {}

  /** `cells[i]` is column i + 1 of spreadsheet row `line`. */
  add(line: number, cells: (string | undefined)[]) {
    if (cells.length > IMPORT_LIMITS.columns)
      throw new UnreadableSheet(IMPORT_REFUSALS.columns(line))
    const texts = Array.from(cells, (cell, index) => this.checked(line, index, cell ?? ''))
    if (!this.headers.length) {
      this.headers = texts.map((text) => text.toLowerCase())
      return
    }
    const entries = this.headers.map((header, index) => [header, texts[index] ?? ''] as const)
    if (entries.every(([, cell]) => cell === '')) return
    if (this.count === IMPORT_LIMITS.rows) throw new UnreadableSheet(IMPORT_REFUSALS.rows())
    this.count++
    this.piece.push(Object.fromEntries(entries.filter(([header]) => header)))
    if (this.piece.length === this.pieceSize) this.flush()
  }

  private flush() {
    if (this.piece.length) this.send(this.piece)
    this.piece = []
  }

  private checked(line: number, index: number, raw: string) {
    const text = unquoted(raw.trim())
    this.characters += text.length
    if (text.length > IMPORT_LIMITS.cellCharacters)
      throw new UnreadableSheet(IMPORT_REFUSALS.cellCharacters(this.cellName(line, index)))
    if (this.characters > IMPORT_LIMITS.textCharacters)
      throw new UnreadableSheet(IMPORT_REFUSALS.textCharacters())
    const rule = brokenTextRule(text)
    if (rule)
      throw new UnreadableSheet(`${this.cellName(line, index)}: ${STAFF_INPUT_MESSAGES[rule]}.`)
    return text
  }

  /** "Row 3, column name (cell B3)" */
  private cellName(line: number, index: number) {
    const header = this.headers[index]
    const column = header ? `column ${header}` : `column ${columnLetters(index + 1)}`
    return `Row ${line}, ${column} (cell ${columnLetters(index + 1)}${line})`
  }

  /** The headers and how many rows were read, once the last piece is handed on. */
  sheet(): ReadSheet {
    this.flush()
    return { headers: this.headers.filter(Boolean), rows: this.count }
  }
}
