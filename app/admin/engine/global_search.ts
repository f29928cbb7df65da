/*
| Search across everything the signed-in staff member may open: each kind
| of record answers its first matches, best first, and its count
| (app/queries/admin_search_query.ts, one statement for all kinds).
*/
import { searchWords } from '#lib/search_text'
import { searchWordForms } from '#services/catalog/search_word_forms'
import { searchKinds, type SearchGroup, type SearchKind } from '#queries/admin_search_query'
import { roleMay, type StaffRight } from '#admin/staff/roles'
import { ADMIN_SEARCH_KINDS, type StaffRole } from '#schemas/enums'

/** The right a staff member needs to see each kind of record. */
const KIND_RIGHTS: Record<SearchKind, StaffRight> = {
  event: 'content',
  city: 'content',
  guide_entry: 'content',
  partner: 'content',
  pricing_item: 'content',
  doc: 'content',
  media: 'content',
  waitlist_entry: 'personal_data',
  contact_message: 'personal_data',
  staff: 'staff',
}

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  event: 'Events',
  city: 'Cities',
  guide_entry: 'City guide entries',
  partner: 'Partners',
  pricing_item: 'Pricing',
  doc: 'Docs',
  media: 'Media',
  waitlist_entry: 'Waiting lists',
  contact_message: 'Messages',
  staff: 'Staff',
}

const HITS_PER_KIND = 8

export interface GlobalSearchResult {
  words: string[]
  groups: SearchGroup[]
  total: number
}

/** The kinds a role may search, in the order the results show them. */
const searchableKinds = (role: StaffRole) =>
  ADMIN_SEARCH_KINDS.filter((kind) => roleMay(role, KIND_RIGHTS[kind]))

/**
 * The words looked for: a word of one character beside longer ones is left
 * out ("Berlin 2 december": a lone "2" is in nearly every record, and
 * ranking every event by it took seconds on 20,000 events).
 */
function wordsLookedFor(words: string[]) {
  const longer = words.filter((word) => [...word].length > 1)
  return longer.length > 0 ? longer : words
}

/** Every kind the role may see, searched for the words of `text`, best first (no words: nothing). */
export async function searchEverything(
  text: string | undefined,
  role: StaffRole,
  limit = HITS_PER_KIND
): Promise<GlobalSearchResult> {
  const words = wordsLookedFor(searchWords(text))
  if (words.length === 0) return { words, groups: [], total: 0 }
  const groups = await searchKinds(searchableKinds(role), await searchWordForms(words), limit)
  return { words, groups, total: groups.reduce((sum, group) => sum + group.total, 0) }
}
