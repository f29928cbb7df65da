import { foldText } from '#lib/text_folding'
import type { Language } from '#lib/understanding/languages'
import { detectLanguage } from '#lib/understanding/language_detection'
import { cueWordFor, isCueWord, splitCompound } from '#lib/understanding/cue_index'
import { isAnyStopword } from '#lib/understanding/stopwords'
import { worldPlace } from '#lib/understanding/gazetteer'

/** Places this big keep their name as written (not read as a cue word by stem). */
const BIG_PLACE = 100_000

/*
| The first steps of understanding a student's text, shared by every door
| that reads words: its language, then its words — folded, elisions and
| apostrophes split ("dell'evento" → dell evento, "qu'est-ce" → qu est ce),
| each read as the cue word it inflects (by stem, in the question's
| language first), compounds split into known words. The result is one line
| of words the cue patterns are tested on.
*/

/** Articles and prepositions written with an apostrophe before the next word. */
const ELISIONS = new Set(
  'l d j m n s t c qu lorsqu puisqu jusqu dell all dall nell sull coll quell dov cos un po'.split(
    ' '
  )
)

export interface ReadText {
  language: Language
  /** The text says which language it is (see LanguageGuess.sure) */
  languageSure: boolean
  /** The languages by likelihood, best first */
  languages: Language[]
  /** The folded words as written (elisions split) */
  words: string[]
  /** The words read as the cue words they inflect, compounds split, one space apart */
  line: string
  /** For each word as written, the words of `line` it was read as */
  readAs: string[][]
}

/** Folded text with elisions split: the words as written. */
function foldedWords(text: string): string[] {
  return foldText(text)
    .replace(/'s\b/g, '')
    .replace(/\b([a-z]+)'(?=[a-z])/g, (match, before: string) =>
      ELISIONS.has(before) ? `${before} ` : match
    )
    .replace(/[^a-z0-9'\- ]+/g, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
}

/** A word read as the cue word(s) it stands for, or as written. */
function asCueWords(word: string, languages: Language[]): string[] {
  /* a stopword stays itself: read as a cue word it would stop being filler */
  if (word.includes('-') || /\d/.test(word) || isCueWord(word) || isAnyStopword(word)) return [word]
  /* a big place of the world is not read as a word it resembles ("Porto" is no "porter") */
  if ((worldPlace(word, true)?.population ?? 0) >= BIG_PLACE) return [word]
  const cueWord = cueWordFor(word.replace(/'/g, ''), languages)
  if (cueWord) return [cueWord]
  return splitCompound(word, languages) ?? [word]
}

/** `text` read; its language guessed from `languageOf` (the text without its names) when given. */
export function readText(text: string, languageOf: string = text): ReadText {
  const words = foldedWords(text)
  const guess = detectLanguage(languageOf, foldedWords(languageOf))
  /* the two likeliest languages read inflections (a short question's guess may be off by one), and English, which every language borrows from */
  const languages = [...new Set([...guess.ranked.slice(0, 2), 'en' as const])]
  const readAs = words.map((word) => asCueWords(word, languages))
  return {
    language: guess.language,
    languageSure: guess.sure,
    languages: guess.ranked,
    words,
    line: readAs.flat().join(' '),
    readAs,
  }
}
