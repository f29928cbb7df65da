import type { DocKind } from '#schemas/enums'
import { searchDocs } from '#services/catalog/docs_service'

/*
| An answer from the catalog (contact, what is free, a policy) ends with the
| service's own page that answers it in full: the best document the docs
| search finds for the concept's English words (the texts are English).
*/

/** "\nTitle: url" of the best document for the words, or '' when none. */
export async function docLine(words: string[], kind?: DocKind): Promise<string> {
  if (words.length === 0) return ''
  const found = await searchDocs({ query: words.join(' or '), ...(kind ? { kind } : {}), limit: 1 })
  const [best] = found.results
  return best ? `\n${best.title}: ${best.url}` : ''
}
