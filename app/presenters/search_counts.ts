/*
| How the search across everything says its counts: exact up to TOTAL_CAP
| per kind, beyond it "more than 1,000" (the search counts no further:
| app/queries/admin_search_query.ts).
*/
import { SEARCH_TOTAL_CAP as TOTAL_CAP } from '#lib/search_text'

const number = (count: number) => count.toLocaleString('en')

/** "12", or "more than 1,000" past the cap. */
export function searchCount(count: number): string {
  return count > TOTAL_CAP ? `more than ${number(TOTAL_CAP)}` : number(count)
}

/** "1 match", "12 matches" or, when a kind has more than the cap, "More than 1,034 matches". */
export function searchMatches(groups: { total: number }[]): string {
  const counted = groups.reduce((sum, group) => sum + Math.min(group.total, TOTAL_CAP), 0)
  if (groups.some((group) => group.total > TOTAL_CAP)) return `More than ${number(counted)} matches`
  return `${number(counted)} ${counted === 1 ? 'match' : 'matches'}`
}

/** The link to a kind's own list: "All 12 in the list →", "More than 1,000 in the list →". */
export function searchListLink(total: number): string {
  return total > TOTAL_CAP
    ? `More than ${number(TOTAL_CAP)} in the list →`
    : `All ${number(total)} in the list →`
}

/** What the page says of its counts. */
export const SEARCH_COUNTS_NOTE = `Counts are exact up to ${number(TOTAL_CAP)} a kind; beyond, the page says “${searchCount(TOTAL_CAP + 1)}”.`
