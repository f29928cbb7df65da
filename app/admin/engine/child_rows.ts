import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'

/** The staff-edited columns of child rows, in their saved order. */
export function rowsOf(rows: LucidRow[], fields: readonly string[]) {
  return rows.map((row) => {
    const values: Record<string, unknown> = {}
    for (const field of fields)
      values[field] = (row as unknown as Record<string, unknown>)[field] ?? null
    return values
  })
}

/**
 * Replaces the ordered child rows of one parent (city guide lists, ticket
 * rounds, partner links): the submitted order becomes `position`.
 */
export async function replaceRows(
  trx: TransactionClientContract,
  model: LucidModel,
  parent: Record<string, number | string>,
  rows: Record<string, unknown>[]
) {
  const query = model.query({ client: trx })
  for (const [key, value] of Object.entries(parent)) query.where(key, value)
  await query.delete()
  if (rows.length === 0) return
  await model.createMany(
    rows.map((row, position) => ({ ...parent, ...withoutUndefined(row), position })),
    { client: trx }
  )
}

function withoutUndefined(row: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? null]))
}
