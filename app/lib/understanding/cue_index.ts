import { LANGUAGES, type Language } from '#lib/understanding/languages'
import { stem } from '#lib/understanding/stems'
import { literalWords } from '#lib/understanding/pattern_words'
import { isAnyStopword } from '#lib/understanding/stopwords'

/*
| Every word the cues are written with, indexed by its stem in the language
| it is declared in (a cue declares its words once per language; words of a
| cue declared for no language in particular are indexed in all nine): a
| question's word in another inflection ("imprezach", "Veranstaltungen",
| "biglietto") is read as the cue word with its stem in the question's
| language, so a new inflection of a known word needs no new entry.
| Compounds (Dutch, German) are split where their last part is a known word.
|
| Each concept's words in English are kept with its words in every language:
| the service's texts are English, so a word of any language can be searched
| in them by the English words of the concepts it belongs to
| (englishWordsFor).
*/

interface Registered {
  word: string
  /** Null: declared for every language */
  language: Language | null
  /** The concept's English headword(s): the words of its first English alternative */
  english: string[]
}

const registered: Registered[] = []
const cueWords = new Set<string>()
let index: Map<Language, Map<string, string>> | null = null
let concepts: Map<Language, Map<string, Set<string>>> | null = null

/*
| English function words, left out of the words the texts are searched with
| (stopwords-iso's English list is too wide here: it holds "name", "join",
| "group", "come").
*/
const FUNCTION_WORDS = new Set(
  (
    'a an the of to in on at by for with from and or not my your our their his her its i you we they ' +
    'it me us them do does did can could would should will is are was were be been am have has had ' +
    'how what when where which who why this that these those if'
  ).split(' ')
)

/** The content words of English alternatives (what the English texts say). */
export function englishWordsOf(alternatives: string[]): string[] {
  return literalWords(alternatives).filter((word) => !FUNCTION_WORDS.has(word))
}

/**
 * Adds the words of a cue's alternatives (called as each cue is declared):
 * of one language, or of all when `language` is null; `english` are the
 * English alternatives of the same concept, its headword first.
 */
export function registerCueWords(
  alternatives: string[],
  language: Language | null = null,
  english: string[] = []
): void {
  const englishWords = englishWordsOf(english.slice(0, 1))
  for (const word of literalWords(alternatives)) {
    cueWords.add(word)
    registered.push({ word, language, english: englishWords })
  }
  index = null
  concepts = null
  declared = null
}

function languagesOf(entry: Registered): readonly Language[] {
  return entry.language ? [entry.language] : LANGUAGES
}

function stemIndex(): Map<Language, Map<string, string>> {
  if (index) return index
  index = new Map(LANGUAGES.map((language) => [language, new Map<string, string>()]))
  for (const entry of registered) {
    for (const language of languagesOf(entry)) {
      const key = stem(entry.word, language)
      const byStem = index.get(language)!
      /* a stem under three letters says too little; the shortest word keeps the stem */
      if (key.length >= 3 && (!byStem.has(key) || byStem.get(key)!.length > entry.word.length)) {
        byStem.set(key, entry.word)
      }
    }
  }
  return index
}

function conceptIndex(): Map<Language, Map<string, Set<string>>> {
  if (concepts) return concepts
  concepts = new Map(LANGUAGES.map((language) => [language, new Map<string, Set<string>>()]))
  for (const entry of registered) {
    if (entry.english.length === 0 || !entry.language || isAnyStopword(entry.word)) continue
    const byStem = concepts.get(entry.language)!
    /* the word as written and its stem ("naam" and nam) */
    for (const key of new Set([entry.word, stem(entry.word, entry.language)])) {
      if (key.length < 3) continue
      const words = byStem.get(key) ?? new Set<string>()
      for (const word of entry.english) words.add(word)
      byStem.set(key, words)
    }
  }
  return concepts
}

let declared: Map<string, Set<Language>> | null = null

/** Whether a folded word is written as it is in a cue declared for one of the languages. */
export function isDeclaredIn(word: string, languages: readonly Language[]): boolean {
  if (!declared) {
    declared = new Map()
    for (const entry of registered) {
      if (!entry.language) continue
      const set = declared.get(entry.word) ?? new Set<Language>()
      declared.set(entry.word, set.add(entry.language))
    }
  }
  const set = declared.get(word)
  return !!set && languages.some((language) => set.has(language))
}

/** Whether a folded word is written in a cue as it is. */
export function isCueWord(word: string): boolean {
  return cueWords.has(word)
}

/** Dutch writes a long vowel once in an open syllable: "weken" is the plural of "week" (stem wek). */
function openSyllable(word: string, key: string, found: string): boolean {
  return word === `${key}en` && found === key.replace(/([aeou])([^aeiou]+)$/, '$1$1$2')
}

/** The cue word a folded word inflects, in the first of the languages that knows it. */
export function cueWordFor(word: string, languages: Language[]): string | null {
  if (cueWords.has(word)) return word
  if (word.length < 4) return null
  const byLanguage = stemIndex()
  for (const language of languages) {
    const key = stem(word, language)
    const found = byLanguage.get(language)!.get(key)
    /* both written with the stem itself: "rome" (stem rom) is no inflection of "room" */
    if (found && word.startsWith(key) && (found.startsWith(key) || openSyllable(word, key, found)))
      return found
  }
  return null
}

/**
 * The English headwords of the concepts a folded word of the question
 * belongs to, as written or by its stem in each of the languages ("gastos"
 * → fees, "naam" → change, name, "reembolso" → refunds): empty when none.
 */
export function englishWordsFor(word: string, languages: Language[]): string[] {
  if (word.length < 3 || isAnyStopword(word)) return []
  const byLanguage = conceptIndex()
  const found = new Set<string>()
  for (const language of languages) {
    const byKey = byLanguage.get(language)!
    const key = stem(word, language)
    const words = byKey.get(word) ?? (word.startsWith(key) ? byKey.get(key) : undefined)
    for (const english of words ?? []) found.add(english)
  }
  return [...found]
}

/** The languages that write compounds as one word. */
const COMPOUNDING = new Set<Language>(['de', 'nl'])

/** Linking letters between the parts of a compound ("Studentenrabatt", "kortingscode"). */
const LINKS = ['', 's', 'es', 'en', 'n', 'e']

/**
 * A compound split into known words: its head (the last part, four letters
 * or more) must be a cue word or inflect one; the first part is kept as it is
 * written when it is no known word ("Halloweenparty" → halloween party).
 */
export function splitCompound(word: string, languages: Language[]): string[] | null {
  /* Romance and Slavic words are no compounds: "atividades" is no "ativ" + "idade" */
  if (word.length < 8 || !languages.some((language) => COMPOUNDING.has(language))) return null
  for (let cut = 3; cut <= word.length - 4; cut++) {
    const head = cueWordFor(word.slice(cut), languages)
    if (!head) continue
    for (const link of LINKS) {
      const first = word.slice(0, cut)
      if (link && !first.endsWith(link)) continue
      const stemPart = first.slice(0, first.length - link.length)
      if (stemPart.length < 3) continue
      const known = cueWordFor(stemPart, languages) ?? (link ? null : stemPart)
      if (known) return [known, head]
    }
  }
  return null
}
