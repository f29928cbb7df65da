import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'

/** A spreadsheet's cells by column header, one object a row (as read, strings). */
export type SheetRow = Record<string, string>

/** One row's problems: the row number as staff see it (header = 1) and messages by column. */
export interface RowProblems {
  line: number
  id: string
  columns: Record<string, string[]>
}

/** What applying did to one event: its state before (null: created) and its version after. */
export interface ImportedChange {
  id: string
  before: Record<string, unknown> | null
  version: number
}

export type ImportStatus = 'checked' | 'applied' | 'undone'

/*
| JSON already written for a value (an import's rows, as they were keyed), in
| pieces of UTF-8 JSON arrays: the rows are written to the database a piece
| per statement (event_import.ts), never as one 10 MB text or bind message.
*/
const writtenPieces = new WeakMap<object, Uint8Array[]>()

/** Keeps `pieces`, JSON arrays whose items together are `value`, to be written instead of `value`. */
export function withJsonPieces<T extends object>(value: T, pieces: Uint8Array[]): T {
  writtenPieces.set(value, pieces)
  return value
}

/** The JSON pieces kept for `value` (withJsonPieces), if any. */
export const jsonPiecesOf = (value: object) => writtenPieces.get(value)

/** A JSON text as PostgreSQL's binary jsonb (a version byte, 1, then the UTF-8 text): sent as it is. */
export const binaryJsonb = (json: Uint8Array) => Buffer.concat([Buffer.from([1]), json])

/** A value for a jsonb column: its JSON text. */
export const jsonParamOf = (value: object): string => JSON.stringify(value)

/* pg would send a JS array as a PostgreSQL array: jsonb columns get JSON text */
const asJson = { prepare: (value: object | null) => (value === null ? null : jsonParamOf(value)) }

export default class EventImport extends compose(BaseModel, WithSerialId) {
  @column()
  declare adminUserId: number | null

  @column()
  declare fileName: string

  @column()
  declare format: 'csv' | 'xlsx'

  @column(asJson)
  declare rows: SheetRow[]

  @column(asJson)
  declare problems: RowProblems[]

  @column()
  declare status: ImportStatus

  @column(asJson)
  declare changes: ImportedChange[] | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare appliedAt: DateTime | null

  @column.dateTime()
  declare undoneAt: DateTime | null
}
