/*
| Multi-row inserts for the seeders, split in batches that stay under
| PostgreSQL's limit of 65,535 bind parameters per statement.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

type Row = Record<string, unknown>

const MAX_PARAMETERS = 60_000

function batches<T extends Row>(rows: T[]): T[][] {
  if (rows.length === 0) return []
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]).length))
  const result: T[][] = []
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size))
  return result
}

/**
 * Inserts the rows whose `key` is not taken yet (ON CONFLICT DO NOTHING) and
 * returns the `returning` columns of the rows actually inserted. Existing rows
 * are left exactly as they are.
 */
export async function insertMissing<T extends Row>(
  trx: TransactionClientContract,
  table: string,
  rows: T[],
  key: string,
  returning: string[]
): Promise<Row[]> {
  const inserted: Row[] = []
  for (const batch of batches(rows)) {
    const result = await trx
      .knexQuery()
      .table(table)
      .insert(batch)
      .onConflict(key)
      .ignore()
      .returning(returning)
    inserted.push(...(result as Row[]))
  }
  return inserted
}

/** Inserts every row (child rows of newly inserted parents). */
export async function insertAll<T extends Row>(
  trx: TransactionClientContract,
  table: string,
  rows: T[]
): Promise<void> {
  for (const batch of batches(rows)) {
    await trx.knexQuery().table(table).insert(batch)
  }
}
