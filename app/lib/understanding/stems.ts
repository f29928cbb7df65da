import { createRequire } from 'node:module'
import { newStemmer } from 'snowball-stemmers'
import type { Language } from '#lib/understanding/languages'

/*
| One stemmer per language: Snowball (snowball-stemmers) for the Germanic
| and Romance languages, the nlp.js stemmers for Polish and Czech. Words are
| stemmed folded (lower case, no accents), as the rest of understanding
| compares them; stems are kept per language and word (a small bounded map).
*/

const require = createRequire(import.meta.url)
const { StemmerPl } = require('@nlpjs/lang-pl') as typeof import('@nlpjs/lang-pl')
const { StemmerCs } = require('@nlpjs/lang-cs') as typeof import('@nlpjs/lang-cs')

const SNOWBALL: Record<Exclude<Language, 'pl' | 'cs'>, string> = {
  en: 'english',
  de: 'german',
  nl: 'dutch',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  pt: 'portuguese',
}

/*
| The Czech stemmer reads its case endings with their length marks (-ím,
| -ých, -ého…); words are stemmed folded, so a folded ending it only knows
| long gets its mark back first ("pojištěním" → pojistenim → pojistením →
| pojisten, as "pojištění"). Longest ending first; endings it also knows
| short (-em, -ich, -ami) stay as they are.
*/
const CZECH_LONG_ENDINGS: [string, string][] = [
  ['atum', 'atům'],
  ['imi', 'ími'],
  ['ymi', 'ými'],
  ['ach', 'ách'],
  ['ych', 'ých'],
  ['eho', 'ého'],
  ['emu', 'ému'],
  ['ove', 'ové'],
  ['im', 'ím'],
  ['ym', 'ým'],
  ['am', 'ám'],
]

function withCzechLength(word: string): string {
  const ending = CZECH_LONG_ENDINGS.find(([short]) => word.endsWith(short))
  return ending ? word.slice(0, -ending[0].length) + ending[1] : word
}

type Stem = (word: string) => string

function stemmerOf(language: Language): Stem {
  if (language === 'pl') {
    const stemmer = new StemmerPl()
    return (word) => stemmer.stemWord(word)
  }
  if (language === 'cs') {
    const stemmer = new StemmerCs()
    return (word) => stemmer.stemWord(withCzechLength(word))
  }
  const stemmer = newStemmer(SNOWBALL[language])
  /* Snowball keeps a Dutch diminutive's plural ("feestjes", "kaartjes"): read as its singular */
  if (language === 'nl') return (word) => stemmer.stem(word.replace(/(?<=..je)s$/, ''))
  return (word) => stemmer.stem(word)
}

const stemmers = new Map<Language, Stem>()
const MAX_KEPT = 20_000
const kept = new Map<string, string>()

/** The stem of a folded word in a language (words under three letters are their own stem). */
export function stem(word: string, language: Language): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word
  const key = `${language}:${word}`
  const known = kept.get(key)
  if (known !== undefined) return known
  let stemmer = stemmers.get(language)
  if (!stemmer) {
    stemmer = stemmerOf(language)
    stemmers.set(language, stemmer)
  }
  const value = stemmer(word) || word
  if (kept.size >= MAX_KEPT) kept.clear()
  kept.set(key, value)
  return value
}
