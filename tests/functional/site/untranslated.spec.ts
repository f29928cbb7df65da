/*
| Nothing untranslated reaches a student: the site is crawled in each
| language other than English (every page its links reach, with the states a
| form or filter leads to), and the visible text of each page (text, and the
| labels a screen reader or the browser shows: aria-label, placeholder,
| title) may hold no English sentence of the site's catalog
| (resources/lang/en/site.json) that the language itself does not also use
| (a name like "Google Calendar", "Halloween"). Staff-written content (event
| names, guides, deals) and proper names are not catalog sentences, so they
| may stay as written.
*/
import { test } from '@japa/runner'
import { appUrl } from '#config/service'
import { PREFIXED_LOCALES } from '#lib/site_locales'
import { listEvents } from '#services/catalog/event_service'
import {
  englishLeftovers,
  staffTexts,
  untranslated,
  visibleText,
} from '#tests/helpers/untranslated'
import { essence, fetchOwn } from '#tests/helpers/discovery_links'
import { serviceConfig } from '#config/service'
import { clearRateLimits } from '#services/rate_limit_service'

/** A form sent with mistakes: the page it answers with shows every field's message. */
async function sentWithMistakes(path: string, fields: Record<string, string>) {
  const response = await fetchOwn(`${appUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Origin': new URL(appUrl).origin,
    },
    body: new URLSearchParams(fields).toString(),
  })
  return { status: response.status, html: await response.text() }
}

/** Pages of one language reachable by links from its home page, plus the states forms lead to. */
async function crawl(locale: string, states: string[]) {
  const prefix = `/${locale}`
  const pages = new Map<string, string>()
  const queue = [`${appUrl}${prefix}`, ...states.map((path) => `${appUrl}${prefix}${path}`)]
  const seen = new Set<string>()
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const response = await fetchOwn(url)
    if (essence(response.headers.get('content-type')) !== 'text/html') continue
    const html = await response.text()
    pages.set(url, html)
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      const target = new URL(href.replaceAll('&amp;', '&'), url)
      target.hash = ''
      const path = target.pathname
      const inLanguage = path === prefix || path.startsWith(`${prefix}/`)
      const ownPage = target.origin === new URL(appUrl).origin && inLanguage
      /* one page of each kind of filtered list is enough: the chips lead to many */
      if (ownPage && !(target.search && /^\/\w+\/events$/.test(path) && seen.size > 30)) {
        queue.push(target.href)
      }
    }
  }
  return pages
}

test.group('Site: no English left in the other languages', (group) => {
  /* every page of nine languages and two forms each from one client: not the rate limits' test */
  group.setup(async () => {
    const limits = { ...serviceConfig.rateLimits }
    Object.assign(serviceConfig.rateLimits, { contact: 100_000, site: 1_000_000 })
    await clearRateLimits()
    return () => {
      Object.assign(serviceConfig.rateLimits, limits)
    }
  })

  test('every page of every language is free of English catalog sentences', async ({ assert }) => {
    const { events } = await listEvents({ upcoming: true, limit: 3 })
    const { events: parties } = await listEvents({ upcoming: true, type: 'halloween', limit: 50 })
    const party = parties.find((event) => event.waitlist_open)
    assert.exists(party, 'a Halloween party with an open waiting list')
    const eventStates = events.flatMap((event) =>
      ['joined', 'already', 'closed'].map((outcome) => `/events/${event.id}?waitlist=${outcome}`)
    )
    const states = [
      '/contact?sent=1',
      '/contact?received=1',
      '/events?city=atlantis',
      '/events?from=not-a-date',
      '/events?q=zzzzzz-nothing',
      '/deals?category=nonsense',
      '/no-such-page',
      '/events/no-such-event',
      '/cities/no-such-city',
      ...eventStates,
    ]
    const staff = await staffTexts()
    let checked = 0
    for (const locale of PREFIXED_LOCALES) {
      const leftovers = englishLeftovers(locale)
      const pages = await crawl(locale, states)
      assert.isAbove(pages.size, 20, `${locale}: the crawl reached the site`)
      const mistakes = [
        await sentWithMistakes(`/${locale}/contact`, { email: 'not an address', message: '' }),
        await sentWithMistakes(`/${locale}/events/${party!.id}/waitlist`, { email: 'nope' }),
      ]
      for (const [index, { status, html }] of mistakes.entries()) {
        assert.equal(status, 422)
        pages.set(`${locale} form ${index} with mistakes`, html)
      }
      for (const [url, html] of pages) {
        assert.isNull(untranslated(visibleText(html), leftovers, staff), url)
        checked++
      }
    }
    assert.isAbove(checked, 8 * 20)
  }).timeout(600_000)
})
