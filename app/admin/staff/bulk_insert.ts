/*
| Many new rows of one model in a few multi-row INSERT statements (Lucid's
| createMany saves one row at a time: a statement and a round trip each).
| The rows get what a model's save gives them: the column names, the
| columns' own prepare (dates) and the auto-created timestamps.
*/
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow, ModelAttributes } from '@adonisjs/lucid/types/model'

/** A statement takes at most 65,535 parameters. */
const MAX_PARAMETERS = 60_000

function adapterRow(model: LucidModel, values: Record<string, unknown>, now: DateTime) {
  const row: LucidRow = new model()
  row.merge(values as Partial<ModelAttributes<LucidRow>>)
  const prepared: Record<string, unknown> = {}
  for (const [key, column] of model.$columnsDefinitions) {
    let value = (row.$attributes as Record<string, unknown>)[key]
    if (value === undefined && column.meta?.autoCreate) value = now
    if (value === undefined) continue
    prepared[column.columnName] = column.prepare ? column.prepare(value, key, row) : value
  }
  return prepared
}

/** Inserts every row (attributes as the model names them) in `trx`. */
export async function insertMany(
  trx: TransactionClientContract,
  model: LucidModel,
  rows: Record<string, unknown>[]
) {
  const now = DateTime.now()
  const prepared = rows.map((values) => adapterRow(model, values, now))
  const columns = Math.max(1, ...prepared.map((row) => Object.keys(row).length))
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns))
  for (let start = 0; start < prepared.length; start += perStatement) {
    await trx
      .insertQuery()
      .table(model.table)
      .multiInsert(prepared.slice(start, start + perStatement))
  }
}
