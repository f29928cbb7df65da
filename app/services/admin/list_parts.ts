/* Pieces the resource lists share: enum choices, the publication and city filters, column sorts. */
import City from '#models/city'
import { PUBLICATION_STATES } from '#schemas/enums'
import type { Choice, ListFilter, RowQuery, SortDirection } from '#services/admin/admin_resource'

/** An enum's values as select options ("refund_policy" reads "refund policy"). */
export const choicesOf = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value.replaceAll('_', ' ') }))

/** A filter on one column equal to the chosen value. */
export function columnFilter(
  key: string,
  label: string,
  column: string,
  choices: ListFilter['choices']
): ListFilter {
  return { key, label, choices, apply: (query, value) => query.where(column, value) }
}

export const publicationFilter = columnFilter('publication', 'State', 'publication', () =>
  choicesOf(PUBLICATION_STATES)
)

/** Every city, by name (list filters and form selects). */
export async function cityChoiceList(): Promise<Choice[]> {
  const cities = await City.query().select('id', 'name').orderBy('name')
  return cities.map((city) => ({ value: city.id, label: city.name }))
}

/** Records of one city (by `city_id`). */
export const cityFilter = columnFilter('city', 'City', 'city_id', cityChoiceList)

/** A sort on columns, all in the chosen direction. */
export const byColumns =
  (...columns: string[]) =>
  (query: RowQuery, direction: SortDirection = 'asc') => {
    for (const column of columns) query.orderBy(column, direction)
  }

/** A sort on a text column, ignoring case and accents. */
export const byText =
  (column: string) =>
  (query: RowQuery, direction: SortDirection = 'asc') =>
    query.orderByRaw(`search_fold(${column}) ${direction === 'desc' ? 'desc' : 'asc'}`)
