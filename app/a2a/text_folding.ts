/*
| Text folding for matching questions: lower case, no accents, plain letters.
| "München" and "munchen" fold alike, as do "Kraków" and "krakow".
*/

const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
}

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđı]/g, (char) => LETTERS_WITHOUT_DECOMPOSITION[char])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`´]/g, "'")
}

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
