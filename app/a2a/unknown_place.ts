import { foldText } from '#a2a/text_folding'
import type { QuestionWords } from '#a2a/question_words'
import { isAnyStopword } from '#lib/understanding/stopwords'
import { worldPlace } from '#lib/understanding/gazetteer'
import { worldCountryNamed } from '#services/catalog/place_names'
import type { CountryName, PlaceMatch } from '#a2a/place_matcher'
import { readingLanguages } from '#lib/understanding/reading_languages'

/*
| A place the question names that is not one of the service's cities:
| words nothing else understood that the world's gazetteer knows as a place
| (in any grammatical case: "imprezy w Gdańsku", "akce v Ostravě", "fiestas
| en Bilbao", "soirées à Bordeaux"), or any such words right after "in",
| "at", "near", "about", "visiting" (or "to" after "going", "moving"…) —
| "events in narnia". Called only when no city or country matched.
*/

/** Prepositions before a place, in the nine languages (folded). */
const PLACE_PREPOSITIONS = new Set(
  (
    'in at near around visiting about inside im nach bei um nahe te op bij rond en cerca ' +
    'a au aux dans pres vers di da presso vicino w we kolo pod okolo v ve u blizko kolem no na em perto'
  ).split(' ')
)

/** A preposition before a place; "a" is an article in an English question ("a new city"), never "to". */
function isPlacePreposition(word: string | undefined): boolean {
  if (word === undefined || !PLACE_PREPOSITIONS.has(word)) return false
  return !(word === 'a' && readingLanguages()?.[0] === 'en')
}

/** After these (English) a word nothing understood is taken as a place even if no gazetteer knows it. */
const PREPOSITIONS = new Set(['in', 'at', 'near', 'around', 'visiting', 'about', 'inside'])

/** A place the gazetteer knows is taken outside a preposition's slot only when it is this big and written with a capital. */
const NAMED_PLACE_POPULATION = 50_000
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

/** A word the gazetteer may read as a place: not understood, and no stopword of any language. */
function isGazetteerWord(words: QuestionWords, index: number): boolean {
  const token = words.tokens[index]
  return (
    !!token &&
    !words.isUnderstood(index) &&
    /^[a-z]{3,}$/.test(token.word) &&
    !isAnyStopword(token.word)
  )
}

function capitalised(question: string, folded: string): boolean {
  return question
    .split(/[\s,.;:!?()"¿¡]+/)
    .slice(1)
    .some((word) => /^\p{Lu}/u.test(word) && foldText(word) === folded)
}

/** A two-word place whose first word is a common one ("New York", "Los Angeles"), after a preposition. */
function pairPlaceAt(question: string, words: QuestionWords, index: number): string | null {
  const [first, second] = [words.tokens[index], words.tokens[index + 1]]
  const previous = words.tokens[index - 1]?.word
  if (!first || !second || !isPlacePreposition(previous)) return null
  if (words.isUnderstood(index + 1) || !/^[a-z]{3,}$/.test(second.word)) return null
  const said = `${first.word} ${second.word}`
  return worldPlace(said) ? asWritten(question, said) : null
}

/** The world place named at `index` (one or two words), by its gazetteer name. */
function gazetteerPlaceAt(question: string, words: QuestionWords, index: number): string | null {
  const pair = pairPlaceAt(question, words, index)
  if (pair) return pair
  if (!isGazetteerWord(words, index)) return null
  const word = words.tokens[index].word
  const next = isGazetteerWord(words, index + 1) ? words.tokens[index + 1].word : null
  const previous = words.tokens[index - 1]?.word
  const inSlot = isPlacePreposition(previous)
  for (const said of next ? [`${word} ${next}`, word] : [word]) {
    const place = worldPlace(said)
    if (!place) continue
    const named =
      place.population >= NAMED_PLACE_POPULATION && capitalised(question, said.split(' ')[0])
    if (inSlot || named) return place.name
  }
  return null
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
    const known = gazetteerPlaceAt(question, words, index)
    if (known) return known
  }
  for (let index = 0; index < words.tokens.length; index++) {
    if (!isPlaceSlot(words, index) || !isPlaceWord(words, index)) continue
    const run = [words.tokens[index].word]
    if (isPlaceWord(words, index + 1)) run.push(words.tokens[index + 1].word)
    return asWritten(question, run.join(' '))
  }
  return null
}

/**
 * A country of the world named after a place preposition ("en Belgique",
 * "in Rumänien"), one word or two: the service may have no city in it, and
 * its events are then none.
 */
export function countryAfterPreposition(words: string[]): PlaceMatch<CountryName> | null {
  for (let index = 1; index < words.length; index++) {
    if (!isPlacePreposition(words[index - 1])) continue
    const pair = words[index + 1] ? [`${words[index]} ${words[index + 1]}`] : []
    for (const said of [...pair, words[index]]) {
      const country = worldCountryNamed(said)
      if (country) return { place: country, said, distance: 0 }
    }
  }
  return null
}
