/** A LIKE pattern matching `value` anywhere, with its wildcards escaped. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * The staff search's counts are exact up to this many records of a kind;
 * counting stops one further, and the page says "more than 1,000".
 */
export const SEARCH_TOTAL_CAP = 1000

/** At most this many words of a search text count (a pasted paragraph is not a search). */
const MAX_WORDS = 8

/**
 * The words of a search text, each to be found somewhere in a record:
 * "Berlin Dec" is "berlin" and "dec", both required. Punctuation around a
 * word goes ("Dec." is "Dec"); repeated words count once.
 */
export function searchWords(text: string | undefined | null): string[] {
  if (!text) return []
  const words = text
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}@]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0)
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/** One search word and what it may be found as (#services/catalog/search_word_forms). */
export interface WordForms {
  /** the word as typed */
  word: string
  /** folded texts, any of which found in a record's text matches the word */
  forms: string[]
  /** catalog cities the word names (their records and guide entries match) */
  cityIds: number[]
}
