import { createRequire } from 'node:module'
import { foldText } from '#lib/text_folding'
import { LANGUAGES, type Language } from '#lib/understanding/languages'
import { stem } from '#lib/understanding/stems'

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

/** Whether a folded word is a stopword of one of the languages. */
export function isStopwordIn(word: string, languages: readonly Language[]): boolean {
  return languages.some((language) => byLanguage.get(language)!.has(word))
}

/** How many of the words are stopwords of the language (a cue for very short questions). */
export function stopwordCount(words: string[], language: Language): number {
  const set = byLanguage.get(language)!
  return words.filter((word) => set.has(word)).length
}

/*
| Verbs that carry no content of their own (must, can, want, there is, come)
| in forms stopwords-iso lacks, per language, folded.
*/
const FUNCTION_VERBS: Record<Language, string[]> = {
  en: ['gonna', 'gotta'],
  de: ['brauche', 'brauchen', 'mochte', 'mochten', 'muss', 'musst'],
  nl: ['wil', 'moet', 'kun', 'kan'],
  es: ['hay', 'viene', 'vienen', 'quiero', 'puedo', 'necesito', 'tengo'],
  fr: ['faut', 'fallait', 'peux', 'veux', 'dois', 'voudrais', 'aimerais'],
  it: ['viene', 'vengono', 'posso', 'voglio', 'vorrei', 'devo', 'serve'],
  pl: ['ilu', 'mozna', 'trzeba', 'chce', 'chcialbym', 'chcialabym', 'moge', 'musze'],
  cs: ['muzu', 'chci', 'chtel', 'chtela', 'musim', 'potrebuju'],
  pt: ['tem', 'vem', 'quero', 'posso', 'preciso', 'gostaria'],
}

const stopStems = new Map<Language, Set<string>>()

function stopStemsOf(language: Language): Set<string> {
  let stems = stopStems.get(language)
  if (!stems) {
    stems = new Set([...byLanguage.get(language)!].map((word) => stem(word, language)))
    stopStems.set(language, stems)
  }
  return stems
}

/**
 * A word with no content in the question's likely languages: one of their
 * stopwords or a form of one (its stem is a stopword's), a verb with no
 * content of its own, or a word of two letters or fewer.
 */
export function isFunctionWord(word: string, languages: Language[]): boolean {
  if (word.length <= 2) return true
  return languages.some(
    (language) =>
      byLanguage.get(language)!.has(word) ||
      FUNCTION_VERBS[language].includes(word) ||
      stopStemsOf(language).has(stem(word, language))
  )
}
