/*
| sitemap.xml and robots.txt. The sitemap lists every public page of the
| site: home, the events page, every city's guide, festival and Halloween
| page, every event's page (past ones too: their pages stay), deals, the
| guides and their documents, error codes, the developers page and the
| contact page. The admin panel
| stays out (robots.txt disallows it; its pages say noindex too). The pages
| come from the same tables and filters as the city and event lists, read
| in two aggregate queries (#queries/sitemap_query), not page by page.
| Every page that exists in every language is listed in each (/de/events,
| /pl/cities/krakow, after all the English ones); each page's <head> names
| its other languages (hreflang), so the file stays one line per page.
*/
import { absoluteUrl } from '#lib/urls'
import { clockNow } from '#lib/clock'
import { listStoredDocs } from '#services/catalog/docs_service'
import { linkUrl } from '#services/discovery/surfaces'
import { sitePagePath } from '#presenters/page_meta'
import { PREFIXED_LOCALES, localizedHref } from '#lib/site_locales'
import { sitemapRows } from '#queries/sitemap_query'
import { WholeValue } from '#services/read_cache/whole_value'
import { nextPublicationChange } from '#services/read_cache/publication_clock'
import { changeListener, readCache } from '#services/read_cache/catalog_cache'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'

/** The sitemaps protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000

/** Staff only: never crawled (its pages also say noindex). */
const ADMIN_PATH = '/admin'

/** Every public page's absolute URL, in site order, each once. */
async function publicPageUrls(): Promise<string[]> {
  const [rows, docs] = await Promise.all([sitemapRows(SITEMAP_MAX_URLS), listStoredDocs()])
  const cityPages = rows.cityPages.filter((path): path is string => path !== null)
  const urls = [
    linkUrl('home'),
    linkUrl('eventsPage'),
    ...cityPages.map((path) => absoluteUrl(path)),
    ...rows.eventIds.map((id) => absoluteUrl(sitePagePath.event(id))),
    linkUrl('deals'),
    linkUrl('docs'),
    ...docs.map((doc) => doc.url),
    linkUrl('errors'),
    linkUrl('developers'),
    linkUrl('contactPage'),
  ]
  const english = [...new Set(urls)]
  const englishOnly = new Set(english)
  const localized = PREFIXED_LOCALES.flatMap((locale) =>
    english.map((url) => localizedHref(url, locale)).filter((url) => !englishOnly.has(url))
  )
  return [...english, ...localized].slice(0, SITEMAP_MAX_URLS)
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char])

async function buildSitemap(): Promise<string> {
  const started = performance.now()
  const urls = await publicPageUrls()
  const entries = urls.map((url) => `  <url><loc>${xmlText(url)}</loc></url>`)
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
  const ms = Math.round(performance.now() - started)
  logger.info({ urls: urls.length, ms }, 'sitemap.xml built')
  return xml
}

/*
| Built whole from two aggregate queries and kept until a table it lists
| changes (or a scheduled record appears): concurrent requests share one build.
*/
const sitemap = new WholeValue<string>({
  tables: ['cities', 'events', 'docs'],
  compute: buildSitemap,
  usable: () => readCache.enabled && db.connectionGlobalTransactions.size === 0,
  connection: () => changeListener.status.reconnects,
  clock: (tables) => nextPublicationChange(readCache, tables),
  now: clockNow,
})
changeListener.onChange((table) => sitemap.invalidate(table))

/** sitemap.xml: kept whole between changes (#services/read_cache/whole_value). */
export function renderSitemap(): Promise<string> {
  return sitemap.get()
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
