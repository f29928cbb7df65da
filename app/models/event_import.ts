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

/* JSON text already written for a value (an import's rows, by its worker): sent as it is */
const writtenJson = new WeakMap<object, string>()

/** Keeps `text`, the JSON of `value`, to be sent for it instead of writing it again. */
export function withJsonText<T extends object>(value: T, text: string): T {
  writtenJson.set(value, text)
  return value
}

/** The JSON text of a value: as kept by withJsonText, else written now. */
export function jsonTextOf(value: object): string {
  return writtenJson.get(value) ?? JSON.stringify(value)
}

/* pg would send a JS array as a PostgreSQL array: jsonb columns get JSON text */
const asJson = { prepare: (value: object | null) => (value === null ? null : jsonTextOf(value)) }

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
