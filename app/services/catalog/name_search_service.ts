import { NameSearchQuery } from '#queries/name_search_query'
import type { NameHit } from '#queries/name_search_query'
import { readCache } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'

export type { NameHit }

/** Words shorter than this are never searched as names. */
const MIN_WORD_LENGTH = 4

/**
 * The partners and events whose own names hold one of these words (typos
 * forgiven), best match first; cached until a partner or an event changes.
 */
export function findNamesMentioned(words: string[]): Promise<NameHit[]> {
  const searched = [...new Set(words.filter((word) => word.length >= MIN_WORD_LENGTH))]
    .sort()
    .slice(0, 8)
  if (searched.length === 0) return Promise.resolve([])
  return readCache.read(
    cacheKey('findNamesMentioned', { words: searched }),
    ['partners', 'events', 'city_costs'],
    async () => ({ value: await NameSearchQuery.search(searched), expiresAt: null })
  )
}
