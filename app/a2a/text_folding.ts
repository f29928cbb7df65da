import { foldText } from '#lib/text_folding'

/* Folding itself is the core's (place names fold alike everywhere) */
export { foldText }

/**
 * The question as one folded line: a possessive or contracted 's is dropped
 * ("Berlin's" → "berlin", "what's" → "what"), punctuation other than hyphens
 * and apostrophes inside words becomes a space, so keyword patterns can use \b.
 */
export function normalizeQuestion(text: string): string {
  return foldText(text)
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9'\- ]+/g, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The words of a normalized question, hyphenated words split into their parts. */
export function wordsOf(normalized: string): string[] {
  return normalized.split(/[\s-]+/).filter(Boolean)
}
