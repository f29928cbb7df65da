/* Pieces the resource lists share: enum choices, filters and column sorts. */
import City from '#models/city'
import { PUBLICATION_STATES } from '#schemas/enums'
import type { Choice, ListFilter, RowQuery, SortDirection } from '#admin/engine/admin_resource'

/** An enum's values as select options ("refund_policy" reads "refund policy"). */
export const choicesOf = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value.replaceAll('_', ' ') }))

/** Every city, by name (list filters and form selects). */
export async function cityChoiceList(): Promise<Choice[]> {
  const cities = await City.query().select('id', 'name').orderBy('name')
  return cities.map((city) => ({ value: city.id, label: city.name }))
}

/** A filter on one column equal to the chosen value. */
function columnFilter(
  key: string,
  label: string,
  column: string,
  choices: ListFilter['choices']
): ListFilter {
  return { key, label, choices, apply: (query, value) => query.where(column, value) }
}

/** A filter on the column `key` equal to one of an enum's values. */
const valuesFilter = (key: string, label: string, values: readonly string[]) =>
  columnFilter(key, label, key, () => choicesOf(values))

/** The list filters: `filterOn.values('kind', 'Kind', DOC_KINDS)`, `filterOn.city`. */
export const filterOn = {
  column: columnFilter,
  values: valuesFilter,
  /** records of one city (by `city_id`) */
  city: columnFilter('city', 'City', 'city_id', cityChoiceList),
  publication: valuesFilter('publication', 'State', PUBLICATION_STATES),
}

/** The list sorts: on columns (all in the chosen direction), or on text ignoring case and accents. */
export const sortBy = {
  columns:
    (...columns: string[]) =>
    (query: RowQuery, direction: SortDirection = 'asc') => {
      for (const column of columns) query.orderBy(column, direction)
    },
  text:
    (column: string) =>
    (query: RowQuery, direction: SortDirection = 'asc') =>
      query.orderByRaw(`search_fold(${column}) ${direction === 'desc' ? 'desc' : 'asc'}`),
}
