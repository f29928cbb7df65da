/*
| What one word of a staff search may be found as: the word itself (part of
| a word counts: "hous" finds "housing"), its stems in the students'
| languages that PostgreSQL's Snowball dictionaries know ("housing" →
| "hous" finds "house"), and, when it names a catalog city by the place
| resolver's rule (app/services/catalog/place_names.ts: names, slugs and
| staff's aliases), that city's name and id ("praha" finds what says
| "Prague" and the guide entries of Prague). Everything folded by the
| database's own search_fold, as the indexed texts are (lower case, no
| accents), so that a search compares its texts as they are.
*/
import db from '@adonisjs/lucid/services/db'
import type { WordForms } from '#lib/search_text'
import { citiesOfSearchWord, placeDirectory } from '#services/catalog/place_names'

/** The Snowball dictionaries of the languages students write that PostgreSQL ships (no Polish, no Czech). */
const STEMMERS = ['english', 'german', 'french', 'spanish', 'dutch', 'italian', 'portuguese']

/** A stem shorter than this matches too much ("ma" of "mass") to stand for its word. */
const MIN_STEM = 4

const FOLD_SQL = `
  SELECT w.ord::int AS ord, w.folded,
         array_remove(ARRAY[${STEMMERS.map((name) => `(ts_lexize('${name}_stem', w.folded))[1]`).join(', ')}], NULL) AS stems
  FROM (SELECT ord, search_fold(text) AS folded FROM unnest(?::text[]) WITH ORDINALITY AS u(text, ord)) w`

interface Folded {
  folded: string
  /** stems that are a shorter start of the folded text */
  stems: string[]
}

/** Each text folded, with its stems (one round trip for all texts). */
async function foldAll(texts: string[]): Promise<Folded[]> {
  const result = await db.rawQuery(FOLD_SQL, [texts])
  const folded: Folded[] = texts.map(() => ({ folded: '', stems: [] }))
  for (const row of result.rows as { ord: number; folded: string; stems: string[] }[]) {
    const stems = row.stems.filter(
      (stem) =>
        stem.length >= MIN_STEM && stem.length < row.folded.length && row.folded.startsWith(stem)
    )
    folded[row.ord - 1] = { folded: row.folded, stems }
  }
  return folded
}

/** The forms each word may be found as (see the header). */
export async function searchWordForms(words: string[]): Promise<WordForms[]> {
  if (words.length === 0) return []
  const directory = await placeDirectory()
  const cities = words.map((word) => citiesOfSearchWord(directory, word))
  const names = cities.flat().map((city) => city.name)
  const folded = await foldAll([...words, ...names])
  let nameAt = words.length
  return words.map((word, index) => {
    const cityNames = cities[index].map(() => folded[nameAt++].folded)
    const forms = [folded[index].folded, ...folded[index].stems, ...cityNames]
    return { word, forms: [...new Set(forms)], cityIds: cities[index].map((city) => city.id) }
  })
}
