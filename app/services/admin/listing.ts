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

type AnyQuery = ModelQueryBuilderContract<LucidModel, any> | DatabaseQueryBuilderContract

/**
 * ORs into a WHERE group an accent- and case-insensitive "contains" over some
 * columns (search_fold is the IMMUTABLE unaccent+lower function of the first
 * migration).
 */
export function orContains(group: AnyQuery, columns: string[], text: string) {
  const pattern = containsPattern(text)
  for (const column of columns)
    group.orWhereRaw(`search_fold(${column}) LIKE search_fold(?)`, [pattern])
}

/** Rows where one of the columns contains the text (no text: every row). */
export function whereContains(query: AnyQuery, columns: string[], text: string | undefined) {
  if (!text) return
  query.where((group: AnyQuery) => orContains(group, columns, text))
}

export async function paginate<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model, any>,
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
