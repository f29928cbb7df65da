import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { containsPattern } from '#lib/search_text'

const PER_PAGE = 25

export interface ListPage<Row> {
  rows: Row[]
  page: number
  lastPage: number
  total: number
  perPage: number
}

/**
 * Accent- and case-insensitive "contains" over some columns (search_fold is
 * the IMMUTABLE unaccent+lower function of the first migration).
 */
export function whereContains(
  query: ModelQueryBuilderContract<LucidModel> | DatabaseQueryBuilderContract,
  columns: string[],
  text: string | undefined
) {
  if (!text) return
  const pattern = containsPattern(text)
  query.where((group) => {
    for (const column of columns)
      group.orWhereRaw(`search_fold(${column}) LIKE search_fold(?)`, [pattern])
  })
}

export async function paginate<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  page = 1,
  perPage = PER_PAGE
): Promise<ListPage<InstanceType<Model>>> {
  const paginator = await query.paginate(page, perPage)
  return {
    rows: paginator.all() as InstanceType<Model>[],
    page: paginator.currentPage,
    lastPage: Math.max(1, paginator.lastPage),
    total: paginator.total,
    perPage,
  }
}

/** How many rows a list query matches (its order and preloads dropped). */
export async function countOf<Model extends LucidModel>(query: ModelQueryBuilderContract<Model>) {
  const row = await query.clone().clearOrder().count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}
