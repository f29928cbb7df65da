/*
| The generic admin list: a resource's declared search, filters and sorts
| applied to its model, read from the query string through the resource's
| VineJS list validator.
*/
import type { AdminResource, RowQuery } from '#admin/engine/admin_resource'
import { pageInParts, paginate, whereEachWord } from '#admin/engine/listing'
import { searchWords, type WordForms } from '#lib/search_text'
import { searchWordForms } from '#services/catalog/search_word_forms'
import { staffZone } from '#admin/engine/publication_form'
import { listValidator, type ListParams, type ListValidator } from '#admin/validators/list_query'

export type ListRead =
  { ok: true; params: ListParams } | { ok: false; params: ListParams; problems: string[] }

const validators = new Map<string, ListValidator>()

function validatorOf(resource: AdminResource) {
  let validator = validators.get(resource.entity)
  if (!validator) {
    const { filters, filterRules, sorts } = resource.list
    const labels = Object.fromEntries(filters.map((filter) => [filter.key, filter.label]))
    validator = listValidator(filterRules, Object.keys(sorts), labels)
    validators.set(resource.entity, validator)
  }
  return validator
}

/** Query-string values that say something (an empty select or date input says "any"). */
function givenValues(query: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== '' && value !== null && value !== undefined
    )
  )
}

/**
 * A list's parameters from its query string. The older single `filter`
 * parameter sets the resource's main filter. A wrong value is a problem
 * to show; the list is then shown without filters.
 */
export async function readListParams(
  resource: AdminResource,
  query: Record<string, unknown>
): Promise<ListRead> {
  const { filter, ...given } = givenValues(query)
  const legacy = resource.list.legacyFilter
  if (filter !== undefined && legacy && given[legacy] === undefined) given[legacy] = filter
  const [error, params] = await validatorOf(resource).tryValidate(given)
  if (!error) return { ok: true, params: params as ListParams }
  const problems = (error as { messages?: { message: string }[] }).messages ?? []
  return { ok: false, params: {}, problems: problems.map((problem) => problem.message) }
}

function applyOrder(resource: AdminResource, query: RowQuery, sort: string | undefined) {
  const key = sort?.replace(/^-/, '')
  const order = key ? resource.list.sorts[key] : undefined
  if (order) order(query, sort!.startsWith('-') ? 'desc' : 'asc')
  else resource.list.defaultOrder(query)
  query.orderBy('id')
}

/**
 * The records a list's parameters match, in the list's order (a page, or all
 * for bulk actions). Periods such as "this month" are read in `zone`;
 * `words` are the search's words with their forms (listWords).
 */
export function matchingRecords(
  resource: AdminResource,
  params: ListParams,
  zone: string = staffZone(),
  words: WordForms[] = []
): RowQuery {
  const { list } = resource
  const query = resource.model.query()
  whereEachWord(query, list.searchColumns, words, {
    also: list.searchAlso,
    cityColumn: list.searchCity,
    folded: list.searchFolded,
  })
  for (const filter of list.filters) {
    const value = params[filter.key]
    if (value !== undefined) filter.apply(query, value, zone)
  }
  applyOrder(resource, query, params.sort)
  return query
}

/** One page of the list, with what its cells show. */
/** The words of a list's search with the forms they may be found as (stems, cities). */
export function listWords(params: ListParams): Promise<WordForms[]> {
  return searchWordForms(searchWords(params.q))
}

/**
 * One page of the list, in two queries: the page's ids in the list's order
 * (sorting ids, not whole rows: 20,000 events sorted as rows took ten times
 * as long), then those rows with what their cells count and load (withList:
 * asked in the first query, it would be computed for every matching row
 * before the sort picks the page's).
 */
export async function listPage(resource: AdminResource, params: ListParams, zone?: string) {
  const query = matchingRecords(resource, params, zone, await listWords(params))
  const idOf = (row: unknown) => (row as { id: string | number }).id
  const sorted = params.sort && resource.list.sorts[params.sort.replace(/^-/, '')]
  const parts = sorted ? undefined : resource.list.defaultOrderParts
  query.select(`${resource.model.table}.id`)
  const page = parts
    ? await pageInParts(query, parts, params.page)
    : await paginate(query, params.page)
  if (page.rows.length === 0) return page
  const ids = page.rows.map(idOf)
  const detailed = resource.model.query().whereIn('id', ids)
  resource.list.withList?.(detailed)
  const rows = await detailed
  const byId = new Map(rows.map((row) => [idOf(row), row]))
  return { ...page, rows: ids.map((id) => byId.get(id)!) }
}

/** The orders the list's form offers: each sortable column both ways. */
export function sortChoices(resource: AdminResource) {
  return resource.list.columns
    .filter((column) => column.sort)
    .flatMap((column) => [
      { value: column.sort!, label: `${column.label}, ascending` },
      { value: `-${column.sort}`, label: `${column.label}, descending` },
    ])
}

/** The filters as the list's form shows them: label, parameter and options (none: a date). */
export async function filterFields(resource: AdminResource) {
  return Promise.all(
    resource.list.filters.map(async (filter) => ({
      key: filter.key,
      label: filter.label,
      choices: filter.choices ? await filter.choices() : null,
    }))
  )
}
