/*
| The passage a docs answer quotes: the search's snippet is a window of a
| page's words that may start or end mid-sentence ("print. Partner deals -
| …"). The answer quotes the one whole sentence or bullet of it that holds
| the most of the words searched for, as plain text.
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
