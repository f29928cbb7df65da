import { foldText } from '#a2a/text_folding'
import type { QuestionWords } from '#a2a/question_words'

/*
| A place the question names that is not one of the service's cities: the
| words right after "in", "at", "near", "about", "visiting" (or "to" after
| "going", "moving"…) that nothing else understood — "events in paris",
| "Tell me about New York". Called only when no city or country matched.
*/

const PREPOSITIONS = new Set(['in', 'at', 'near', 'around', 'visiting', 'about', 'inside'])
const TO_AFTER = new Set([
  'going',
  'go',
  'moving',
  'move',
  'travel',
  'travelling',
  'traveling',
  'trip',
  'fly',
  'flying',
  'come',
  'coming',
  'relocating',
])

function isPlaceSlot(words: QuestionWords, index: number): boolean {
  const previous = words.tokens[index - 1]?.word
  if (!previous) return false
  if (PREPOSITIONS.has(previous)) return true
  return previous === 'to' && TO_AFTER.has(words.tokens[index - 2]?.word ?? '')
}

function isPlaceWord(words: QuestionWords, index: number): boolean {
  const token = words.tokens[index]
  return !!token && !words.isUnderstood(index) && /^[a-z][a-z']+$/.test(token.word)
}

/** How the question wrote the words (its own capitals and accents), else title case. */
function asWritten(question: string, folded: string): string {
  const pattern = folded.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const words = question.split(/[\s,.;:!?()"]+/)
  for (let index = 0; index + pattern.length <= words.length; index++) {
    const run = words.slice(index, index + pattern.length)
    if (run.every((word, offset) => foldText(word).replace(/'s$/, '') === pattern[offset])) {
      const written = run.join(' ').replace(/'s$/, '')
      return /^\p{Lu}/u.test(written) ? written : titleCase(folded)
    }
  }
  return titleCase(folded)
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())
}

/** The unknown place as the question wrote it, or null. */
export function findUnknownPlace(question: string, words: QuestionWords): string | null {
  for (let index = 0; index < words.tokens.length; index++) {
    if (!isPlaceSlot(words, index) || !isPlaceWord(words, index)) continue
    const run = [words.tokens[index].word]
    if (isPlaceWord(words, index + 1)) run.push(words.tokens[index + 1].word)
    return asWritten(question, run.join(' '))
  }
  return null
}
