import type { CityName } from '#services/catalog/city_service'
import { foldText, wordsOf } from '#a2a/text_folding'
import { fuzzyDistance } from '#a2a/fuzzy_match'
import { isAnyStopword } from '#lib/understanding/stopwords'
import { isCueWord } from '#lib/understanding/cue_index'
import { placeBaseForms } from '#lib/understanding/place_forms'
import type { Language } from '#lib/understanding/languages'

/*
| Finds the city (or country) a question names, by name, slug or another
| name people use (Praha, Wien), in any case, with or without accents, and
| with a typo or two ("Berln", "barcelon").
*/

export interface PlaceMatch<T> {
  place: T
  /** The words of the question that named it (folded) */
  said: string
  /** 0 for an exact match; otherwise the number of typos forgiven */
  distance: number
}

/** Words that are never read as a misspelt place name (they mean something else here). */
const NOT_PLACES = new Set(
  (
    'about after before cities city costs country countries deals discount discounts ' +
    'event events festival festivals guide guides halloween happening kickoff living ' +
    'month months night orientation parties party please prices pricing student ' +
    'students there these those tickets today tomorrow tonight upcoming weekend what ' +
    'where which while coming going events things thanks hello'
  ).split(' ')
)

/** A word the service's vocabulary or a language's stopwords already read is no misspelt place ("viene" is not Vienna). */
function isTypoCandidate(word: string): boolean {
  return !NOT_PLACES.has(word) && !isAnyStopword(word) && !isCueWord(word)
}

interface NamedPlace<T> {
  place: T
  names: string[]
}

function ngrams(words: string[], maxLength = 3): { text: string; index: number; size: number }[] {
  const grams = []
  for (let size = Math.min(maxLength, words.length); size >= 1; size--) {
    for (let index = 0; index + size <= words.length; index++) {
      grams.push({ text: words.slice(index, index + size).join(' '), index, size })
    }
  }
  return grams
}

/**
 * A name in a grammatical case (Polish, Czech, German): "krakowie",
 * "praze", "wiedniu" — by the core's rule (placeBaseForms, the one every
 * door uses). Counts as one typo.
 */
function inflected(said: string, name: string): number | null {
  if (said.includes(' ') || name.includes(' ')) return null
  return placeBaseForms(said).includes(name) ? 1 : null
}

/**
 * A name shortened to its first letter and its end, the apostrophe dropped
 * or not ("A'dam", "adam" → Amsterdam; "R'dam"): the Dutch way of writing a
 * long city name short. Counts as one typo.
 */
function shortened(said: string, name: string): number | null {
  if (!/^[a-z][' ]?[a-z]+$/.test(said)) return null
  const end = said.replace(/^[a-z][' ]?/, '')
  if (end.length < 3 || name.includes(' ') || name.length < end.length + 3) return null
  return said[0] === name[0] && name.endsWith(end) ? 1 : null
}

type Located<T> = PlaceMatch<T> & { size: number; index: number }

function closest<T>(words: string[], places: NamedPlace<T>[]): PlaceMatch<T> | null {
  const best = closestLocated(words, places)
  return best && { place: best.place, said: best.said, distance: best.distance }
}

function closestLocated<T>(words: string[], places: NamedPlace<T>[]): Located<T> | null {
  let best: Located<T> | null = null
  for (const gram of ngrams(words)) {
    const gramWords = gram.text.split(' ')
    const mayBeTypo = isTypoCandidate(gramWords[0]) && isTypoCandidate(gramWords.at(-1)!)
    for (const { place, names } of places) {
      for (const name of names) {
        const distance =
          gram.text === name
            ? 0
            : mayBeTypo
              ? (fuzzyDistance(gram.text, name) ??
                inflected(gram.text, name) ??
                shortened(gram.text, name))
              : null
        if (distance === null) continue
        const better =
          !best ||
          distance < best.distance ||
          (distance === best.distance && gram.size > best.size) ||
          (distance === best.distance && gram.size === best.size && gram.index < best.index)
        if (better) best = { place, said: gram.text, distance, size: gram.size, index: gram.index }
      }
    }
  }
  return best
}

function nameWords(name: string): string {
  return wordsOf(foldText(name).replace(/[^a-z0-9\- ]+/g, ' ')).join(' ')
}

/* The city list comes from the read cache (the same array until a city changes): name it once */
const namedCities = new WeakMap<CityName[], NamedPlace<CityName>[]>()
const namedCountries = new WeakMap<CityName[], NamedPlace<CountryName>[]>()

/** A city with the keys the core's place-name resolver gives it (name, slug, staff's aliases). */
export type KeyedCity = CityName & { keys?: string[] }

/** A country with the resolver's keys (code, names in the nine languages, staff's aliases). */
export interface KeyedCountry {
  code: string
  name: string
  keys: string[]
}

/** Two-letter keys are codes ("de", "es", "it", "at" are words too): only "uk" is read in a question. */
const usableKey = (key: string) => key.length > 2 || key === 'uk'

function citiesByName(cities: KeyedCity[]): NamedPlace<CityName>[] {
  let named = namedCities.get(cities)
  if (!named) {
    named = cities.map((city) => ({
      place: city,
      names: [
        ...new Set([
          nameWords(city.name),
          nameWords(city.slug),
          ...(city.keys ?? []).filter(usableKey).map(nameWords),
        ]),
      ],
    }))
    namedCities.set(cities, named)
  }
  return named
}

/** Every city a question names ("Berlin or Munich?"), in the order of the best matches. */
export function matchCities(words: string[], cities: CityName[]): PlaceMatch<CityName>[] {
  const left = [...words]
  const found: PlaceMatch<CityName>[] = []
  for (let match = closestLocated(left, citiesByName(cities)); match;) {
    if (!found.some((city) => city.place.slug === match!.place.slug)) {
      found.push({ place: match.place, said: match.said, distance: match.distance })
    }
    left.fill('\u0000', match.index, match.index + match.size)
    match = found.length < 3 ? closestLocated(left, citiesByName(cities)) : null
  }
  return found
}

export interface CountryName {
  name: string
  code: string
}

function countriesByName(cities: CityName[], keyed?: KeyedCountry[]): NamedPlace<CountryName>[] {
  let named = namedCountries.get(cities)
  if (!named && keyed) {
    named = keyed.map((country) => ({
      place: { name: country.name, code: country.code },
      names: [...new Set(country.keys.filter(usableKey).map(nameWords))],
    }))
    namedCountries.set(cities, named)
  }
  if (!named) {
    const countries = new Map<string, CountryName>()
    for (const city of cities)
      countries.set(city.countryCode, { name: city.country, code: city.countryCode })
    named = [...countries.values()].map((country) => ({
      place: country,
      names: [nameWords(country.name)],
    }))
    namedCountries.set(cities, named)
  }
  return named
}

export function matchCountry(
  words: string[],
  cities: CityName[],
  countries?: KeyedCountry[]
): PlaceMatch<CountryName> | null {
  return closest(words, countriesByName(cities, countries))
}

/*
| Names of a city that are another place's name in other languages, declared
| for the one language that uses them (folded, by the city's English slug):
| Italian "Monaco" is Munich, while in English or French it is the
| principality.
*/
const EXONYMS_OF_ONE_LANGUAGE: Partial<Record<Language, Record<string, string>>> = {
  it: { monaco: 'munich' },
}

/** The cities a question names by a name of its own language only (read as `language`). */
export function matchExonyms(
  words: string[],
  cities: CityName[],
  language: Language
): PlaceMatch<CityName>[] {
  const names = EXONYMS_OF_ONE_LANGUAGE[language] ?? {}
  return words.flatMap((word) => {
    const city = Object.hasOwn(names, word)
      ? cities.find((known) => known.slug === names[word])
      : undefined
    return city ? [{ place: city, said: word, distance: 0 }] : []
  })
}
