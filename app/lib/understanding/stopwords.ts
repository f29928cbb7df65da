import { createRequire } from 'node:module'
import { foldText } from '#lib/text_folding'
import { LANGUAGES, type Language } from '#lib/understanding/languages'

/*
| Stopwords of the nine languages from the kept stopwords-iso collection,
| folded like the questions they are compared with.
*/

const stopwordsIso = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>

const byLanguage = new Map<Language, Set<string>>(
  LANGUAGES.map((language) => [language, new Set((stopwordsIso[language] ?? []).map(foldText))])
)

/** Whether a folded word is a stopword of any of the nine languages. */
export function isAnyStopword(word: string): boolean {
  return LANGUAGES.some((language) => byLanguage.get(language)!.has(word))
}

/** How many of the words are stopwords of the language (a cue for very short questions). */
export function stopwordCount(words: string[], language: Language): number {
  const set = byLanguage.get(language)!
  return words.filter((word) => set.has(word)).length
}
