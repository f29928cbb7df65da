/*
| sitemap.xml and robots.txt. The sitemap lists every public page of the
| site, from the same catalog services the pages are rendered from (through
| the read cache): home, every city's guide, festival and Halloween page,
| every event's page (past ones too: their pages stay), deals, the guides
| and their documents, error codes and the contact page. The admin panel
| stays out (robots.txt disallows it; its pages say noindex too).
*/
import { absoluteUrl } from '#lib/urls'
import { searchCityPage } from '#services/catalog/city_service'
import { listEventPage } from '#services/catalog/event_service'
import { expectValue } from '#lib/result'
import { listStoredDocs } from '#services/docs_service'
import { linkUrl } from '#services/discovery/surfaces'
import { sitePagePath } from '#presenters/page_meta'
import type { CityCardShape } from '#schemas/city'

/** The sitemaps protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000

/** Staff only: never crawled (its pages also say noindex). */
const ADMIN_PATH = '/admin'

async function allCities(): Promise<CityCardShape[]> {
  const cities: CityCardShape[] = []
  let cursor: string | undefined
  do {
    const page = expectValue(await searchCityPage({ limit: 100, cursor }))
    cities.push(...page.cities)
    cursor = page.next_cursor ?? undefined
  } while (cursor)
  return cities
}

async function allEventPages(): Promise<string[]> {
  const urls: string[] = []
  let cursor: string | undefined
  do {
    const page = expectValue(await listEventPage({ upcoming: false, limit: 200, cursor }))
    urls.push(...page.events.map((event) => absoluteUrl(sitePagePath.event(event.id))))
    cursor = page.next_cursor ?? undefined
  } while (cursor && urls.length < SITEMAP_MAX_URLS)
  return urls
}

/** Every public page's absolute URL, in site order, each once. */
async function publicPageUrls(): Promise<string[]> {
  const [cities, events, docs] = await Promise.all([allCities(), allEventPages(), listStoredDocs()])
  const cityPages = cities.flatMap((city) =>
    [city.city_guide_url, city.festival_url, city.halloween_url].filter(
      (url): url is string => url !== null
    )
  )
  const urls = [
    linkUrl('home'),
    ...cityPages,
    ...events,
    linkUrl('deals'),
    linkUrl('docs'),
    ...docs.map((doc) => doc.url),
    linkUrl('errors'),
    linkUrl('contactPage'),
  ]
  return [...new Set(urls)].slice(0, SITEMAP_MAX_URLS)
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char])

export async function renderSitemap(): Promise<string> {
  const urls = await publicPageUrls()
  const entries = urls.map((url) => `  <url><loc>${xmlText(url)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** Everything may be crawled but the admin panel; the sitemap is named. */
export function renderRobotsTxt(): string {
  return [
    'User-agent: *',
    `Disallow: ${ADMIN_PATH}`,
    'Allow: /',
    '',
    `Sitemap: ${linkUrl('sitemap')}`,
    '',
  ].join('\n')
}
