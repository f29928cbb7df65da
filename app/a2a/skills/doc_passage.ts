/*
| The passage a docs answer quotes: the search's snippet is a window of a
| page's words that may start or end mid-sentence ("print. Partner deals -
| …"). The answer quotes the one sentence or bullet of it that holds the
| most of the words searched for, completed from the page when the snippet
| cut it, as plain text.
*/

/** Where a snippet's sentences and bullets part: after a full stop before a capital, or at a bullet's dash. */
const PIECE_BREAK = /(?<=[.!?])\s+(?=[\p{Lu}\d*])|\s+[-•]\s+/u

const highlights = (piece: string) => (piece.match(/\*\*[^*]+\*\*/g) ?? []).length

/** A piece cut by the snippet's window: it starts lower case, or is a word or two. */
function isCut(piece: string): boolean {
  const plain = piece.replaceAll('**', '').trim()
  return /^\p{Ll}/u.test(plain) || plain.split(/\s+/).length < 3
}

/** The sentence or bullet of `snippet` that holds the most highlighted words, without markup. */
export function passageOf(snippet: string): string {
  const pieces = snippet
    .split(' … ')
    .flatMap((fragment) => fragment.split(PIECE_BREAK))
    .map((piece) => piece.trim())
    .filter(Boolean)
  const whole = pieces.filter((piece) => !isCut(piece))
  const candidates = whole.length > 0 ? whole : pieces
  const best = candidates.reduce(
    (chosen, piece) => (highlights(piece) > highlights(chosen) ? piece : chosen),
    candidates[0] ?? ''
  )
  return best.replaceAll('**', '').replace(/\s+/g, ' ').trim()
}

/** Markdown of one line as plain text: links keep their text, markup goes. */
function plainLine(line: string): string {
  return line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.|#+|>)\s+/, '')
    .replace(/[*_`|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const wordKey = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')

/** The words of a passage that say where it is on its page. */
const LOCATING_WORDS = 6

/**
 * The whole sentence of the page (of a bullet or a paragraph) the passage
 * was cut from; null when the page does not hold it.
 */
export function wholeLineOf(markdown: string, passage: string): string | null {
  const start = wordKey(passage).split(' ').slice(0, LOCATING_WORDS).join(' ')
  if (start === '') return null
  for (const line of markdown.split('\n').map(plainLine)) {
    if (!wordKey(line).includes(start)) continue
    const sentences = line.split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    return sentences.find((sentence) => wordKey(sentence).includes(start)) ?? line
  }
  return null
}
