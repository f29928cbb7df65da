/*
| The links of an admin list that keep its state in the URL: sort headers,
| pages and the bulk selection carry the search, filters and sort.
*/
type ListState = Record<string, string | number | undefined>

/** A query string of the values that say something, in a stable order ("" when none). */
function queryString(values: ListState): string {
  const given = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]): [string, string] => [key, String(value)])
  const text = new URLSearchParams(given).toString()
  return text ? `?${text}` : ''
}

export function listLinks(path: string, params: ListState) {
  const href = (changes: ListState) => path + queryString({ ...params, ...changes })
  return {
    /** the list's state without its page (what a new page, sort or selection keeps) */
    state: { ...params, page: undefined } as ListState,
    /** the state as a query string without "?" (the bulk form's `list_query`) */
    stateQuery: queryString({ ...params, page: undefined }).slice(1),
    /** a click on a sortable header: ascending first, then the other way round */
    sortHref: (key: string) =>
      href({ sort: params.sort === key ? `-${key}` : key, page: undefined }),
    sortState: (key: string) =>
      params.sort === key ? 'ascending' : params.sort === `-${key}` ? 'descending' : null,
    filtered: Object.entries(params).some(([key, value]) => key !== 'page' && value !== undefined),
  }
}
