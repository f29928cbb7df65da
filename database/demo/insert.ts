/*
| Multi-row inserts for the seeders, split in batches that stay under
| PostgreSQL's limit of 65,535 bind parameters per statement. A bulk load
| ends with `analyzeFilledTables`: the planner's statistics of every table
| it filled are current at once (autovacuum's ANALYZE comes much later, and
| until then first-time reads of the scaled set take 3-5 times longer).
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

type Row = Record<string, unknown>

/* the tables each transaction inserted rows into */
const filledTables = new WeakMap<TransactionClientContract, Set<string>>()

function noteFilled(trx: TransactionClientContract, table: string) {
  const tables = filledTables.get(trx) ?? new Set<string>()
  tables.add(table)
  filledTables.set(trx, tables)
}

/** ANALYZE of every table `trx` inserted rows into (statistics apply when it commits). */
export async function analyzeFilledTables(trx: TransactionClientContract) {
  const tables = [...(filledTables.get(trx) ?? [])]
  filledTables.delete(trx)
  if (tables.length === 0) return
  await trx.rawQuery(`ANALYZE ${tables.map((table) => `"${table}"`).join(', ')}`)
}

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
  if (inserted.length > 0) noteFilled(trx, table)
  return inserted
}

/** Inserts every row (child rows of newly inserted parents). */
export async function insertAll<T extends Row>(
  trx: TransactionClientContract,
  table: string,
  rows: T[]
): Promise<void> {
  const parts = batches(rows)
  if (parts.length > 0) noteFilled(trx, table)
  for (const batch of parts) {
    await trx.knexQuery().table(table).insert(batch)
  }
}
