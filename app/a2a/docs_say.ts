import type { A2AIntent } from '#schemas/a2a'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { searchDocs } from '#services/catalog/docs_service'
import { DOC_KINDS } from '#schemas/enums'

/** The intents that answer with a selection of the catalog: cities (a guide of no city lists them), events, deals. */
const SELECTION_INTENTS = new Set<A2AIntent>([
  'list_cities',
  'city_guide',
  'city_costs',
  'list_events',
  'list_deals',
])

/** A docs search hit at least this good answers the question (ts_rank_cd normalised to 0–1). */
const DOCS_SCORE = 0.1

/**
 * The question names nothing that selects cities, events or deals: no place,
 * kind, date, past, name, filter, deal words, kind of deal asked as deals, nor
 * a list asked in so many words ("which", "all").
 */
function selectsNothing(q: ParsedQuestion): boolean {
  return (
    q.city === null &&
    q.cities.length === 0 &&
    q.country === null &&
    q.unknownPlace === null &&
    q.eventPlace === null &&
    q.eventType === null &&
    q.dateRange === null &&
    q.upcoming &&
    !q.listAsked &&
    q.eventId === null &&
    !q.catalogName?.exact &&
    !q.dealsAsked &&
    (q.category === null || q.intent !== 'list_deals') &&
    Object.keys(q.filters).length === 0 &&
    !q.cheapest &&
    !q.onlyFree &&
    !q.withEarlyAccess &&
    !q.hasCode
  )
}

/** A list the question asks for with nothing to select by, and words to search the docs with. */
export function docsMaySay(parsed: ParsedQuestion): boolean {
  return (
    SELECTION_INTENTS.has(parsed.intent) && parsed.searchWords.length > 0 && selectsNothing(parsed)
  )
}

/**
 * A list of cities, events or deals asked with nothing to select them by
 * ("tips for finding a room w/o getting scammed?") gives the docs search its
 * say: a blog, FAQ or policy page that matches its words well answers it.
 */
export async function withDocsSay(parsed: ParsedQuestion): Promise<ParsedQuestion> {
  if (!docsMaySay(parsed)) return parsed
  const result = await searchDocs({ query: parsed.searchWords.join(' or '), limit: 1 })
  const best = result.results[0]
  const text = best && (DOC_KINDS as readonly string[]).includes(best.kind)
  if (!text || best.score < DOCS_SCORE) return parsed
  return { ...parsed, intent: 'search_docs' }
}
