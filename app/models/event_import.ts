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
| JSON already written for a value (an import's rows, by its worker), as the
| bytes of PostgreSQL's binary jsonb format (a version byte, 1, then the
| UTF-8 text): sent as they are, with no text to write or encode here.
*/
const writtenJson = new WeakMap<object, Buffer>()

/** The binary jsonb of UTF-8 JSON arrays: their items in one array. */
export function jsonbOfArrays(arrays: Uint8Array[]): Buffer {
  const parts: Uint8Array[] = [Buffer.from([1, 0x5b])]
  for (const array of arrays) {
    if (array.length <= 2) continue
    if (parts.length > 1) parts.push(Buffer.from(','))
    parts.push(array.subarray(1, -1))
  }
  parts.push(Buffer.from(']'))
  return Buffer.concat(parts)
}

/** Keeps `jsonb` (jsonbOfArrays), the JSON of `value`, to be sent for it instead of writing it again. */
export function withJsonb<T extends object>(value: T, jsonb: Buffer): T {
  writtenJson.set(value, jsonb)
  return value
}

/** A value for a jsonb column: its kept binary jsonb, else its JSON text. */
export function jsonParamOf(value: object): Buffer | string {
  return writtenJson.get(value) ?? JSON.stringify(value)
}

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
