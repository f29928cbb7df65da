/*
| The one place-name resolver of the core: which of the catalog's cities (or
| countries) a name given by a person means, for every door (REST `city`,
| `country` and slug paths, MCP arguments and completions, the A2A agent, the
| site's filters).
|
| A city is named by its name, its slug or an alias staff gave it (table
| city_aliases, kind 'city': "Wien", "Prag", "Lisboa"). A country by its
| two-letter code (and the codes ICU knows as the same region: UK → GB), by
| the catalog's own country name, by its names in the languages students
| write (Intl.DisplayNames in PLACE_NAME_LOCALES) and by aliases staff gave
| (kind 'country': "Holland", "England"). Names compare folded: case,
| accents and punctuation do not matter ("muenchen" is not "munchen": that
| one is an alias). The city names of listed events outside the catalog's
| cities ("Ghent") count as places too.
|
| Resolution is exact (no typo tolerance: that is the agent's business on
| top of `placeDirectory()`) but for grammatical cases, read by rule
| (#lib/understanding/place_forms: "w Krakowie", "v Praze", "Münchens");
| completion is by prefix. A place of listed events outside the guides also
| answers to the names the world's gazetteer gives it (#lib/understanding/
| gazetteer: "Gent", "Gand", "Gante" for Ghent), in any case.
*/
import db from '@adonisjs/lucid/services/db'
import { placeKey } from '#lib/understanding/place_key'
import { publishedNowSql } from '#lib/publication'
import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import type { CityAliasKind } from '#schemas/enums'
import type { EventPlaceFilter, EventSearchWord } from '#queries/event_query'
import { containsPattern, searchWords } from '#lib/search_text'
import { placeBaseForms } from '#lib/understanding/place_forms'
import { loadGazetteer, worldPlace } from '#lib/understanding/gazetteer'

/**
 * The languages country names are known in (Intl.DisplayNames).
 * @public
 */
export const PLACE_NAME_LOCALES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'pl', 'cs', 'pt'] as const

/** What the directory is built from: a change to any of them rebuilds it. */
const PLACE_NAME_TABLES: ContentTable[] = ['cities', 'city_aliases', 'events']

/** A city of the catalog and every name it answers to. */
export interface KnownCity {
  id: number
  slug: string
  name: string
  country: string
  countryCode: string
  timezone: string
  /** Staff's other names of the city, as written */
  aliases: string[]
  /** Every name it answers to, as placeKey() gives them: name, slug, aliases */
  keys: string[]
}

/** A country with at least one city in the catalog, and every name it answers to. */
export interface KnownCountry {
  code: string
  /** The catalog's name of the country (of its first city by name) */
  name: string
  /** placeKey()s: the code, the catalog's name(s), Intl names, staff's aliases */
  keys: string[]
  /** Its cities' slugs, in name order */
  citySlugs: string[]
}

/** A place of listed events outside the catalog's cities ("Ghent") and every name it answers to. */
export interface KnownEventPlace {
  /** As the events write it */
  name: string
  /** placeKey()s: its own, then the gazetteer's names of the world place it is */
  keys: string[]
}

export interface PlaceDirectory {
  /** In name order */
  cities: KnownCity[]
  /** In name order */
  countries: KnownCountry[]
  /** Places of listed (published) events outside the catalog's cities */
  eventPlaces: KnownEventPlace[]
}

/** A name resolved as a city: the catalog's cities it names, or places of listed events. */
export interface CityMatch {
  cities: KnownCity[]
  eventPlaces: string[]
}

/** A name resolved as a country, with its cities. */
export interface CountryMatch {
  country: KnownCountry
  cities: KnownCity[]
}

/** How names compare (folded, punctuation as one space): see #lib/understanding/place_key. */
export { placeKey }

/** A city as read: its aliases with their kind (a KnownCity keeps their names). */
interface CityRow extends Omit<KnownCity, 'aliases' | 'keys'> {
  aliases: { name: string; kind: CityAliasKind }[]
}

const CITY_ROWS_SQL = `
  SELECT c.id, c.slug, c.name, c.country, c.country_code AS "countryCode", c.timezone,
         coalesce((SELECT json_agg(json_build_object('name', a.name, 'kind', a.kind)
                                   ORDER BY a.position, a.id)
                   FROM city_aliases a WHERE a.city_id = c.id), '[]'::json) AS aliases
  FROM cities c ORDER BY c.name, c.id`

/* a function: "now" is read at each query (#lib/clock) */
const EVENT_PLACES_SQL = () => `
  SELECT DISTINCT events.city_name AS name FROM events
  WHERE events.city_id IS NULL AND ${publishedNowSql('events')} ORDER BY 1`

const unique = (values: string[]) => [...new Set(values.filter(Boolean))]

const displayNames = PLACE_NAME_LOCALES.flatMap((locale) =>
  (['long', 'short'] as const).map(
    (style) => new Intl.DisplayNames(locale, { type: 'region', style, fallback: 'none' })
  )
)

/** A region's names in the students' languages, long and short ("Vereinigtes Königreich", "VK"). */
function intlCountryKeys(code: string): string[] {
  return displayNames.map((names) => names.of(code) ?? '').map(placeKey)
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
let worldCountries: Map<string, { name: string; code: string }> | null = null

/**
 * A country of the world by any of its names in the students' languages
 * ("Belgique", "België"): Intl.DisplayNames' long names of every region code,
 * by folded name, to its English name and code.
 */
export function worldCountryNamed(name: string): { name: string; code: string } | null {
  if (!worldCountries) {
    worldCountries = new Map()
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' })
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = first + second
        const own = english.of(code)
        if (!own || own === code) continue
        for (const key of intlCountryKeys(code)) {
          if (key.length > 3 && !worldCountries.has(key))
            worldCountries.set(key, { name: own, code })
        }
      }
    }
  }
  return worldCountries.get(placeKey(name)) ?? null
}

function knownCity(row: CityRow): KnownCity {
  const aliases = row.aliases.filter((alias) => alias.kind === 'city').map((alias) => alias.name)
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country,
    countryCode: row.countryCode,
    timezone: row.timezone,
    aliases,
    keys: unique([row.name, row.slug, ...aliases].map(placeKey)),
  }
}

function knownCountries(rows: CityRow[]): KnownCountry[] {
  const byCode = new Map<string, KnownCountry>()
  for (const row of rows) {
    let country = byCode.get(row.countryCode)
    if (!country) {
      country = { code: row.countryCode, name: row.country, keys: [], citySlugs: [] }
      country.keys.push(placeKey(row.countryCode), ...intlCountryKeys(row.countryCode))
      byCode.set(row.countryCode, country)
    }
    country.citySlugs.push(row.slug)
    country.keys.push(placeKey(row.country))
    for (const alias of row.aliases) {
      if (alias.kind === 'country') country.keys.push(placeKey(alias.name))
    }
  }
  return [...byCode.values()]
    .map((country) => ({ ...country, keys: unique(country.keys) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** An event place's names: its own and the world place's it is (none a catalog city answers to). */
function knownEventPlace(name: string, catalogKeys: Set<string>): KnownEventPlace {
  const world = worldPlace(name)?.keys ?? []
  return { name, keys: unique([placeKey(name), ...world.filter((key) => !catalogKeys.has(key))]) }
}

/**
 * Every city, country and event place with the names they answer to (cached until they change).
 * @public
 */
export function placeDirectory(): Promise<PlaceDirectory> {
  return readCache.read(cacheKey('placeDirectory'), PLACE_NAME_TABLES, async () => {
    const [cities, places] = await Promise.all([
      db.rawQuery(CITY_ROWS_SQL),
      db.rawQuery(EVENT_PLACES_SQL()),
    ])
    const rows = cities.rows as CityRow[]
    const catalogKeys = new Set(rows.flatMap((row) => knownCity(row).keys))
    /* an event place that is also a catalog city's name is that city */
    const names = (places.rows as { name: string }[])
      .map((row) => row.name)
      .filter((name) => !catalogKeys.has(placeKey(name)))
    if (names.length > 0) await loadGazetteer()
    return {
      value: {
        cities: rows.map(knownCity),
        countries: knownCountries(rows),
        eventPlaces: names.map((name) => knownEventPlace(name, catalogKeys)),
      },
      expiresAt: null,
    }
  })
}

/** The directory's cities and countries by key (built once per directory value). */
interface PlaceIndex {
  cities: Map<string, KnownCity[]>
  countries: Map<string, KnownCountry>
  eventPlaces: Map<string, string[]>
  citiesBySlug: Map<string, KnownCity>
}

const indexes = new WeakMap<PlaceDirectory, PlaceIndex>()

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function indexOf(directory: PlaceDirectory): PlaceIndex {
  let index = indexes.get(directory)
  if (index) return index
  index = {
    cities: new Map(),
    countries: new Map(),
    eventPlaces: new Map(),
    citiesBySlug: new Map(directory.cities.map((city) => [city.slug, city])),
  }
  for (const city of directory.cities) for (const key of city.keys) push(index.cities, key, city)
  for (const country of directory.countries) {
    for (const key of country.keys) if (!index.countries.has(key)) index.countries.set(key, country)
  }
  for (const place of directory.eventPlaces) {
    for (const key of place.keys) push(index.eventPlaces, key, place.name)
  }
  indexes.set(directory, index)
  return index
}

/**
 * The city (or cities: an alias two share) or event place a name means, in a directory.
 * @public
 */
export function cityIn(directory: PlaceDirectory, name: string): CityMatch | null {
  const index = indexOf(directory)
  for (const key of nameForms(name)) {
    const cities = index.cities.get(key) ?? []
    const eventPlaces = cities.length > 0 ? [] : (index.eventPlaces.get(key) ?? [])
    if (cities.length > 0 || eventPlaces.length > 0) return { cities, eventPlaces }
  }
  return null
}

/**
 * The keys a name is looked up by: as written, then (one word) the base
 * forms of a case ending ("Krakowie" → krakow, "Praze" → praha, "Wiedniu" →
 * wieden), so every door reads an inflected name alike.
 */
function nameForms(name: string): string[] {
  const key = placeKey(name)
  if (!key) return []
  return key.includes(' ') ? [key] : placeBaseForms(key)
}

const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' })

/**
 * The country a name means, in a directory. Two letters are a region code
 * first: a code ICU knows for another region than the catalog's ("RU") is
 * that region, not a short name in some language.
 * @public
 */
export function countryIn(directory: PlaceDirectory, name: string): CountryMatch | null {
  const key = placeKey(name)
  if (!key) return null
  const index = indexOf(directory)
  let country = null
  for (const form of /^[a-z]{2}$/.test(key) ? [key] : nameForms(name)) {
    country = index.countries.get(form) ?? null
    if (country) break
  }
  if (/^[a-z]{2}$/.test(key)) {
    const region = regionNames.of(key.toUpperCase())
    if (region) {
      country =
        directory.countries.find((candidate) => regionNames.of(candidate.code) === region) ?? null
    }
  }
  if (!country) return null
  const cities = country.citySlugs.map((slug) => index.citiesBySlug.get(slug)!)
  return { country, cities }
}

/** The city a name means, against the current directory (see cityIn). */
export async function resolveCity(name: string): Promise<CityMatch | null> {
  return cityIn(await placeDirectory(), name)
}

/**
 * The country a name means (see countryIn).
 * @public
 */
export async function resolveCountry(name: string): Promise<CountryMatch | null> {
  return countryIn(await placeDirectory(), name)
}

/** The one catalog city a name means (the first by name when an alias is shared), or null. */
export async function resolveCatalogCity(name: string): Promise<KnownCity | null> {
  const match = await resolveCity(name)
  return match?.cities[0] ?? null
}

/**
 * Cities one of whose names (or whose country's names) starts with what was
 * typed, for completions: "ber" → Berlin, "wi" → Vienna (Wien), "deu" →
 * Berlin and München (Deutschland). Cities named by their own name first.
 * @public
 */
export async function completeCities(typed: string): Promise<KnownCity[]> {
  const directory = await placeDirectory()
  const prefix = placeKey(typed)
  const startsWith = (keys: string[]) => keys.some((key) => key.startsWith(prefix))
  const byName = directory.cities.filter((city) => startsWith(city.keys))
  const countrySlugs = new Set(
    directory.countries
      .filter((country) => prefix.length >= 2 && startsWith(country.keys))
      .flatMap((country) => country.citySlugs)
  )
  const byCountry = directory.cities.filter(
    (city) => countrySlugs.has(city.slug) && !byName.includes(city)
  )
  return [...byName, ...byCountry]
}

/** The place parameters of the lists, as clients send them. */
export type PlaceParameter = 'city' | 'country'

export interface ResolvedPlaces {
  /** One filter per place parameter given (all apply); a name that matched nothing matches no event */
  filters: EventPlaceFilter[]
  /** The parameters whose value named no city or country the catalog knows */
  unmatched: PlaceParameter[]
}

/** The `city` and `country` parameters of a list read as event filters. */
export async function resolvePlaceParameters(params: {
  city?: string
  country?: string
}): Promise<ResolvedPlaces> {
  const resolved: ResolvedPlaces = { filters: [], unmatched: [] }
  /* most lists name no place: they need no directory (no query, no cache entry) */
  if (!params.city && !params.country) return resolved
  const directory = await placeDirectory()
  if (params.city) {
    const match = cityIn(directory, params.city)
    resolved.filters.push({
      cityIds: match?.cities.map((city) => city.id) ?? [],
      cityNames: match?.eventPlaces ?? [],
    })
    if (!match) resolved.unmatched.push('city')
  }
  if (params.country) {
    const match = countryIn(directory, params.country)
    resolved.filters.push({ cityIds: match?.cities.map((city) => city.id) ?? [], cityNames: [] })
    if (!match) resolved.unmatched.push('country')
  }
  return resolved
}

/** How searchCities reads `q` (any name containing it) and `country` (the country it names). */
export async function resolveCitySearch(params: { q?: string; country?: string }) {
  const places: { qCityIds?: number[]; countryCityIds?: number[] } = {}
  const unmatched: 'country'[] = []
  if (!params.q && !params.country) return { places, unmatched }
  const directory = await placeDirectory()
  if (params.q) {
    const part = placeKey(params.q)
    const contains = (keys: string[]) => part !== '' && keys.some((key) => key.includes(part))
    const countries = new Set(
      directory.countries.filter((country) => contains(country.keys)).map(({ code }) => code)
    )
    /* "Krakowie", "Vídni": a case form names the city by rule, not by contained text */
    const named = cityIn(directory, params.q)?.cities ?? []
    places.qCityIds = directory.cities
      .filter((city) => contains(city.keys) || countries.has(city.countryCode))
      .concat(named)
      .map((city) => city.id)
  }
  if (params.country) {
    const match = countryIn(directory, params.country)
    places.countryCityIds = match?.cities.map((city) => city.id) ?? []
    if (!match) unmatched.push('country')
  }
  return { places, unmatched }
}

/**
 * The words of a `q` over events: each matches the event's name, venue or
 * city name, or (three letters or more) starts a word of another name of a
 * catalog city ("wien", "monaco"): the city's events match too.
 */
export async function resolveSearchWords(q: string | undefined): Promise<EventSearchWord[]> {
  const words = searchWords(q)
  if (words.length === 0) return []
  const directory = await placeDirectory()
  return words.map((word) => ({
    pattern: containsPattern(word),
    cityIds: citiesOfSearchWord(directory, word).map((city) => city.id),
  }))
}

/**
 * The catalog cities one search word stands for: a name it is (cityIn), or
 * (three letters or more) the start of a word of one of a city's names
 * ("wien", "prah"). The public `q` and the staff search share this rule.
 */
export function citiesOfSearchWord(directory: PlaceDirectory, word: string): KnownCity[] {
  const key = placeKey(word)
  const named = cityIn(directory, word)?.cities ?? []
  if (key.length < 3) return named
  const startsAName = (name: string) => name.split(' ').some((part) => part.startsWith(key))
  const started = directory.cities.filter((city) => city.keys.some(startsAName))
  return [...new Set([...named, ...started])]
}
