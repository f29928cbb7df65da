import { LANGUAGES, type Language } from '#lib/understanding/languages'
import { stem } from '#lib/understanding/stems'
import { literalWords } from '#lib/understanding/pattern_words'

/*
| Every word the cues are written with, indexed by its stem in each of the
| nine languages: a question's word in another inflection ("imprezach",
| "Veranstaltungen", "biglietto") is read as the cue word with its stem, so
| a new inflection of a known word needs no new entry. Compounds (Dutch,
| German) are split where their last part is a known word.
*/

const cueWords = new Set<string>()
let index: Map<Language, Map<string, string>> | null = null

/** Adds the words of a cue's alternatives (called as each cue is declared). */
export function registerCueWords(alternatives: string[]): void {
  for (const word of literalWords(alternatives)) cueWords.add(word)
  index = null
}

function stemIndex(): Map<Language, Map<string, string>> {
  if (index) return index
  index = new Map(LANGUAGES.map((language) => [language, new Map<string, string>()]))
  for (const word of cueWords) {
    for (const language of LANGUAGES) {
      const key = stem(word, language)
      const byStem = index.get(language)!
      /* a stem under three letters says too little; the shortest word keeps the stem */
      if (key.length >= 3 && (!byStem.has(key) || byStem.get(key)!.length > word.length)) {
        byStem.set(key, word)
      }
    }
  }
  return index
}

/** Whether a folded word is written in a cue as it is. */
export function isCueWord(word: string): boolean {
  return cueWords.has(word)
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
    if (found && word.startsWith(key) && found.startsWith(key)) return found
  }
  return null
}

/** Linking letters between the parts of a compound ("Studentenrabatt", "kortingscode"). */
const LINKS = ['', 's', 'es', 'en', 'n', 'e']

/**
 * A compound split into known words: its head (the last part, four letters
 * or more) must be a cue word or inflect one; the first part is kept as it is
 * written when it is no known word ("Halloweenparty" → halloween party).
 */
export function splitCompound(word: string, languages: Language[]): string[] | null {
  if (word.length < 8) return null
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
