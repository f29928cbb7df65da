/*
| What one word of a staff search may be found as: the word itself (part of
| a word counts: "hous" finds "housing"), its stems in the students'
| languages that PostgreSQL's Snowball dictionaries know ("housing" →
| "hous" finds "house"), and, when it names a catalog city by the place
| resolver's rule (app/services/catalog/place_names.ts: names, slugs and
| staff's aliases), that city's name and id ("praha" finds what says
| "Prague" and the guide entries of Prague). Everything folded as the
| indexed texts are (search_fold: lower case, no accents).
*/
import db from '@adonisjs/lucid/services/db'
import { foldText } from '#lib/text_folding'
import type { WordForms } from '#lib/search_text'
import { citiesOfSearchWord, placeDirectory } from '#services/catalog/place_names'

/** The Snowball dictionaries of the languages students write that PostgreSQL ships (no Polish, no Czech). */
const STEMMERS = ['english', 'german', 'french', 'spanish', 'dutch', 'italian', 'portuguese']

/** A stem shorter than this matches too much ("ma" of "mass") to stand for its word. */
const MIN_STEM = 4

const STEMS_SQL = `
  SELECT w.ord::int AS ord,
         array_remove(ARRAY[${STEMMERS.map((name) => `(ts_lexize('${name}_stem', w.folded))[1]`).join(', ')}], NULL) AS stems
  FROM (SELECT ord, search_fold(word) AS folded FROM unnest(?::text[]) WITH ORDINALITY AS u(word, ord)) w`

/** Each word's stems that are a shorter start of it (one round trip for all words). */
async function stemsOf(folded: string[]): Promise<string[][]> {
  const result = await db.rawQuery(STEMS_SQL, [folded])
  const stems = folded.map(() => [] as string[])
  for (const row of result.rows as { ord: number; stems: string[] }[]) {
    const word = folded[row.ord - 1]
    stems[row.ord - 1] = row.stems.filter(
      (stem) => stem.length >= MIN_STEM && stem.length < word.length && word.startsWith(stem)
    )
  }
  return stems
}

/** The forms each word may be found as (see the header). */
export async function searchWordForms(words: string[]): Promise<WordForms[]> {
  if (words.length === 0) return []
  const folded = words.map(foldText)
  const [stems, directory] = await Promise.all([stemsOf(folded), placeDirectory()])
  return words.map((word, index) => {
    const cities = citiesOfSearchWord(directory, word)
    const forms = [folded[index], ...stems[index], ...cities.map((city) => foldText(city.name))]
    return { word, forms: [...new Set(forms)], cityIds: cities.map((city) => city.id) }
  })
}
