import { eld } from 'eld/extrasmall'
import { LANGUAGES, isLanguage, type Language } from '#lib/understanding/languages'
import { stopwordCount } from '#lib/understanding/stopwords'

/*
| The language of a question: eld (its extra-small n-gram database: 16 MB less
| heap than the small one, the same scores on every question set in
| tests/fixtures/agent_questions) restricted to the nine languages. For a very short text n-grams
| are weak ("barcelona parties" scores Spanish), so when eld's top two are
| close the question's own stopwords decide between them.
*/

eld.setLanguageSubset([...LANGUAGES])

/** Below this lead of the best score over the second, the stopwords decide. */
const CLOSE_SCORES = 0.12

export interface LanguageGuess {
  language: Language
  /** The languages in the order eld scored them (best first) */
  ranked: Language[]
  /**
   * The text says which language it is: its own stopwords, or eld sure of it
   * with English not as likely ("hello", "Berln", "Amsterdam costs" are not)
   */
  sure: boolean
}

/** Whether the guess has evidence: a stopword of the language, or a reliable score English does not come close to. */
function isSure(
  language: Language,
  scores: [Language, number][],
  reliable: boolean,
  words: string[]
): boolean {
  /* "in", "a", "die" are English words too: only a stopword English lacks is evidence of another language */
  const own = language === 'en' ? words : words.filter((word) => stopwordCount([word], 'en') === 0)
  if (stopwordCount(own, language) > 0) return true
  if (!reliable) return false
  const top = scores[0]?.[1] ?? 0
  const english = scores.find(([code]) => code === 'en')?.[1] ?? 0
  return language === 'en' || top - english >= CLOSE_SCORES
}

export function detectLanguage(text: string, words: string[]): LanguageGuess {
  const result = eld.detect(text)
  const scores = Object.entries(result.getScores())
    .filter(([code]) => isLanguage(code))
    .sort(([, a], [, b]) => b - a) as [Language, number][]
  const ranked = scores.map(([code]) => code)
  for (const language of LANGUAGES) if (!ranked.includes(language)) ranked.push(language)
  const [first, second] = scores
  if (!first) return { language: 'en', ranked, sure: false }
  const reliable = result.isReliable()
  if (second && first[1] - second[1] < CLOSE_SCORES) {
    const near = scores.filter(([, score]) => first[1] - score < CLOSE_SCORES).map(([code]) => code)
    const counts = near.map((code) => [code, stopwordCount(words, code)] as const)
    const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a))
    if (best[1] > stopwordCount(words, first[0])) {
      const reordered = [best[0], ...ranked.filter((c) => c !== best[0])]
      return { language: best[0], ranked: reordered, sure: true }
    }
  }
  return { language: first[0], ranked, sure: isSure(first[0], scores, reliable, words) }
}
