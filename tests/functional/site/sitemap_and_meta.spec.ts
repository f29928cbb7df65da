import { test } from '@japa/runner'
import { Parser } from 'htmlparser2'
import { appUrl, serviceConfig } from '#config/service'
import { clearRateLimits } from '#services/rate_limit_service'
import { listEvents } from '#services/catalog/event_service'
import { readPageHead } from '#tests/helpers/page_head'
import { essence, fetchOwn, isOwnUrl } from '#tests/helpers/discovery_links'

async function text(url: string) {
  const response = await fetchOwn(url)
  return { response, body: await response.text() }
}

async function bodyOf(url: string) {
  const { body } = await text(url)
  return body
}

function sitemapUrls(xml: string): string[] {
  const urls: string[] = []
  let inLoc = false
  const parser = new Parser(
    {
      onopentag: (name) => (inLoc = name === 'loc'),
      ontext: (value) => inLoc && urls.push(value.trim()),
      onclosetag: () => (inLoc = false),
    },
    { xmlMode: true, decodeEntities: true }
  )
  parser.write(xml)
  parser.end()
  return urls
}

/** The Disallow prefixes robots.txt gives every crawler (`User-agent: *`). */
function disallowed(robots: string): string[] {
  return robots
    .split('\n')
    .filter((line) => /^disallow:/i.test(line))
    .map((line) => line.slice('disallow:'.length).trim())
    .filter(Boolean)
}

/** Paths of the site that are pages for people (not files, APIs or the admin panel). */
const NOT_PAGES = /^\/(api|admin|mcp|a2a|media|site|\.well-known)(\/|$)|\.(txt|md|json|xml)$/

/** Every page for people reachable by links from the home page. */
async function crawlSite(): Promise<Set<string>> {
  const seen = new Set<string>()
  const pages = new Set<string>()
  const queue = [`${appUrl}/`]
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const { response, body } = await text(url)
    if (essence(response.headers.get('content-type')) !== 'text/html') continue
    pages.add(url)
    for (const href of readPageHead(body).hrefs) {
      const target = new URL(href, url)
      target.hash = ''
      if (!isOwnUrl(target.href) || NOT_PAGES.test(target.pathname)) continue
      if (target.search) continue
      if (!seen.has(target.href)) queue.push(target.href)
    }
  }
  return pages
}

test.group('Site: sitemap.xml, robots.txt and the <head> of every page', (group) => {
  /* every page of the site, in nine languages, from one client: not the rate limit's test */
  group.setup(async () => {
    const limit = serviceConfig.rateLimits.site
    serviceConfig.rateLimits.site = 1_000_000
    await clearRateLimits()
    return () => {
      serviceConfig.rateLimits.site = limit
    }
  })

  test('the sitemap lists every page a visitor can reach, and only pages that answer', async ({
    assert,
  }) => {
    const { response, body } = await text(`${appUrl}/sitemap.xml`)
    assert.equal(response.status, 200)
    assert.equal(essence(response.headers.get('content-type')), 'application/xml')
    const listed = sitemapUrls(body)
    assert.equal(new Set(listed).size, listed.length, 'no URL twice')

    const reachable = await crawlSite()
    assert.isAbove(reachable.size, 40)
    for (const url of reachable) assert.include(listed, url, `${url} is in the sitemap`)

    const { events } = await listEvents({ upcoming: false, limit: 200 })
    for (const event of events) assert.include(listed, `${appUrl}/events/${event.id}`)
    assert.include(listed, `${appUrl}/contact`)

    for (const url of listed) {
      const page = await fetchOwn(url)
      assert.equal(page.status, 200, url)
      assert.equal(essence(page.headers.get('content-type')), 'text/html', url)
    }
  }).timeout(120_000)

  test('robots.txt keeps crawlers out of /admin only, and names the sitemap', async ({
    assert,
  }) => {
    const { response, body } = await text(`${appUrl}/robots.txt`)
    assert.equal(response.status, 200)
    assert.equal(essence(response.headers.get('content-type')), 'text/plain')
    assert.match(body, /^User-agent: \*$/m)
    assert.include(body, `Sitemap: ${appUrl}/sitemap.xml`)
    const rules = disallowed(body)
    assert.deepEqual(rules, ['/admin'])
    const listed = sitemapUrls(await bodyOf(`${appUrl}/sitemap.xml`))
    for (const url of listed) {
      const path = new URL(url).pathname
      assert.isFalse(
        rules.some((rule) => path.startsWith(rule)),
        `${path} is not blocked`
      )
    }
    const admin = await text(`${appUrl}/admin/login`)
    assert.include(admin.body, '<meta name="robots" content="noindex, nofollow">')
  })

  test('every page has a title, a description, a canonical URL and Open Graph tags', async ({
    assert,
  }) => {
    const listed = sitemapUrls(await bodyOf(`${appUrl}/sitemap.xml`))
    const { events } = await listEvents({ upcoming: false, limit: 200 })
    const images = new Map(events.map((event) => [`${appUrl}/events/${event.id}`, event.image]))
    for (const url of listed) {
      const head = readPageHead(await bodyOf(url))
      assert.match(head.title, /\S.* · Student Events and Deals$|^Student Events and Deals$/, url)
      assert.isAbove(head.meta.get('description')?.length ?? 0, 20, url)
      assert.equal(head.canonical, url)
      assert.equal(head.meta.get('og:url'), url)
      assert.equal(head.meta.get('og:site_name'), 'Student Events and Deals')
      assert.include(['website', 'article'], head.meta.get('og:type') ?? '', url)
      assert.isAbove(head.meta.get('og:title')?.length ?? 0, 2, url)
      assert.equal(head.meta.get('og:description'), head.meta.get('description'), url)
      if (images.has(url)) assert.equal(head.meta.get('og:image'), images.get(url), url)
    }
    const missing = readPageHead(await bodyOf(`${appUrl}/events/no-such-event`))
    assert.equal(missing.meta.get('robots'), 'noindex')
    assert.isNull(missing.canonical)
  }).timeout(120_000)
})
