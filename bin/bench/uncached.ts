/*
| First-time reads from one client, one request at a time: every request has
| parameters no earlier request had (another cursor, limit, city), so no cache
| keyed by the normalized parameters can answer it.
*/
import { drain, percentile } from './load.js'
import type { Samples } from './scenarios.js'
import { settings, verdict, type TargetName, type Verdict } from './settings.js'

export interface UncachedReads {
  id: string
  label: string
  example: string
  samples: number
  p50_ms: number
  p95_ms: number
  max_ms: number
  errors: number
  verdicts: Verdict[]
}

interface CityCard {
  slug: string
  name: string
}

/** Cities other than the one the side-by-side rounds read. */
async function otherCities(base: string, exclude: string, wanted: number): Promise<CityCard[]> {
  const cities: CityCard[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const response = await fetch(`${base}/api/v1/cities?limit=100${query}`)
    const page = (await response.json()) as { cities: CityCard[]; next_cursor: string | null }
    cities.push(...page.cities.filter((city) => city.slug !== exclude))
    cursor = page.next_cursor
  } while (cursor && cities.length < wanted)
  return cities.slice(0, wanted)
}

async function timeEach(base: string, paths: string[]) {
  const durations: number[] = []
  let errors = 0
  for (const path of paths) {
    const started = performance.now()
    const response = await fetch(base + path)
    await response.arrayBuffer()
    durations.push(performance.now() - started)
    if (response.status !== 200) errors++
  }
  return { durations: durations.sort((a, b) => a - b), errors }
}

const round1 = (value: number) => Math.round(value * 10) / 10

async function measure(
  base: string,
  kind: { id: string; label: string; paths: string[]; targets: [TargetName, 'p50' | 'p95'][] }
): Promise<UncachedReads> {
  await drain(base)
  const { durations, errors } = await timeEach(base, kind.paths)
  const figures = { p50: percentile(durations, 50), p95: percentile(durations, 95) }
  return {
    id: kind.id,
    label: kind.label,
    example: kind.paths[0],
    samples: durations.length,
    p50_ms: round1(figures.p50),
    p95_ms: round1(figures.p95),
    max_ms: round1(durations.at(-1) ?? Number.NaN),
    errors,
    verdicts: kind.targets.map(([name, figure]) => {
      const { target, pass } = verdict(name, figures[figure])
      return { target: `${figure} ${target}`, pass }
    }),
  }
}

export async function uncachedReads(base: string, samples: Samples): Promise<UncachedReads[]> {
  const count = settings.uncachedSamples
  const cities = await otherCities(base, samples.citySlug, count)
  /* limit 190..200 with cursors of 20-event pages: pairs never requested before */
  const eventPages = Array.from(
    { length: Math.min(count, samples.cursors.length * 11) },
    (_, i) => {
      const cursor = samples.cursors[i % samples.cursors.length]
      const limit = 190 + (Math.floor(i / samples.cursors.length) % 11)
      return `/api/v1/events?limit=${limit}&cursor=${encodeURIComponent(cursor)}`
    }
  )
  return [
    await measure(base, {
      id: 'events_limit_200',
      label: 'GET /api/v1/events, limit 190–200, distinct cursors',
      paths: eventPages,
      targets: [
        ['uncachedEventsP50', 'p50'],
        ['uncachedEventsP95', 'p95'],
      ],
    }),
    await measure(base, {
      id: 'city_guide',
      label: 'GET /api/v1/cities/{slug}, distinct cities',
      paths: cities.map((city) => `/api/v1/cities/${encodeURIComponent(city.slug)}`),
      targets: [['uncachedCityGuideP50', 'p50']],
    }),
    await measure(base, {
      id: 'pricing',
      label: 'GET /api/v1/pricing?city=, distinct cities',
      paths: cities.map((city) => `/api/v1/pricing?city=${encodeURIComponent(city.name)}`),
      targets: [['uncachedPricingP95', 'p95']],
    }),
  ]
}
