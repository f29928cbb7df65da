/*
| Helpers of the discovery tests: fetch a URL of APP_URL from the test
| server, pull every link out of a document, compare media types.
*/
import { appUrl } from '#config/service'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory, inCity } from '#database/factories/event_factory'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/** The test server answers on 127.0.0.1:PORT; APP_URL may name another host. */
export function localUrl(url: string): string {
  const parsed = new URL(url)
  return `${TEST_SERVER_URL}${parsed.pathname}${parsed.search}`
}

export function isOwnUrl(url: string): boolean {
  try {
    return new URL(url).origin === new URL(appUrl).origin
  } catch {
    return false
  }
}

export async function fetchOwn(url: string, init: RequestInit = {}) {
  return fetch(localUrl(url), { redirect: 'manual', ...init })
}

/** The media type without parameters, lower-cased. */
export function essence(type: string | null): string {
  return (type ?? '').split(';')[0].trim().toLowerCase()
}

/**
 * Whether a served type satisfies a declared one: equal, or a structured
 * suffix served as its base (an MCP card declared `application/mcp-server-card+json`
 * is JSON; a skill declared `application/ai-skill+md` is markdown).
 */
export function satisfiesType(served: string | null, declared: string): boolean {
  const got = essence(served)
  const want = essence(declared)
  if (got === want) return true
  if (want.endsWith('+json')) return got === 'application/json'
  if (want.endsWith('+md')) return got === 'text/markdown'
  return false
}

export interface FoundLink {
  url: string
  /** The media type the document declares for the link, if any */
  type?: string
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`)\]]+/g

/** URLs in text (markdown, llms.txt), without trailing punctuation. */
export function linksInText(text: string): FoundLink[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => ({ url: match[0].replace(/[.,;:]+$/, '') }))
}

/** href/src attributes of an HTML page, resolved against the page URL. */
export function linksInHtml(html: string, pageUrl: string): FoundLink[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)]
    .map((match) => match[1].replace(/&amp;/g, '&'))
    .filter((href) => !href.startsWith('mailto:'))
    .map((href) => ({ url: new URL(href, pageUrl).toString() }))
}

/** Every string URL in a JSON value; `{href|url, type}` objects declare a type. */
export function linksInJson(value: unknown): FoundLink[] {
  const found: FoundLink[] = []
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      if (/^https?:\/\//.test(node)) found.push({ url: node })
      return
    }
    if (Array.isArray(node)) return node.forEach(visit)
    if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      const target = record.href ?? record.url
      if (
        typeof target === 'string' &&
        typeof record.type === 'string' &&
        record.type.includes('/')
      ) {
        found.push({ url: target, type: record.type })
      }
      Object.values(record).forEach(visit)
    }
  }
  visit(value)
  return found
}

let counter = 0

/** A city with guide links on this service and one event with two ticket rounds. */
export async function createCityWithEvent(options: { halloween: boolean }) {
  const n = ++counter
  const slug = `testville-${n}`
  const city = await CityFactory.merge({
    slug,
    name: `Testville ${n}`,
    countryCode: 'TL',
    summary: 'A city made for tests.',
    festivalName: `Testville ${n} Welcome Festival`,
    halloweenUrl: options.halloween ? `/halloween/${slug}` : null,
    about: 'Testville has a university and a river.',
  }).create()
  const event = await EventFactory.apply('onSale')
    .merge({
      id: `${slug}-halloween`,
      ...inCity(city),
      timezone: null,
      name: `Testville ${n} Halloween Party`,
      venueName: 'The Old Mill',
      venueAddress: 'Mill Street 1',
      ageMin: 18,
      entryRule: 'Costumes welcome',
      ticketNote: 'Pay at the door is not possible.',
    })
    .with('ticketOptions', 2, (round) =>
      round.merge([
        { name: 'Early bird', price: 12, position: 1 },
        { name: 'Regular', price: 18.5, position: 2 },
      ])
    )
    .create()
  return { city, event }
}
