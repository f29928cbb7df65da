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
import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { Parser } from 'htmlparser2'
import { IntlMessageFormat } from 'intl-messageformat'
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { appUrl } from '#config/service'
import { PREFIXED_LOCALES } from '#lib/site_locales'
import { listEvents } from '#services/catalog/event_service'
import { getCityGuide, searchCities } from '#services/catalog/city_service'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { listStoredDocs } from '#services/catalog/docs_service'
import { essence, fetchOwn } from '#tests/helpers/discovery_links'
import { serviceConfig } from '#config/service'
import { clearRateLimits } from '#services/rate_limit_service'

type Catalog = Record<string, string>
const catalogOf = (locale: string): Catalog =>
  JSON.parse(readFileSync(`resources/lang/${locale}/site.json`, 'utf8'))

/** The literal runs of an ICU message ("Sales open ", "."), plural branches included. */
function literalsOf(elements: MessageFormatElement[], runs: string[] = []): string[] {
  let run = ''
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      run += element.value
      continue
    }
    runs.push(run)
    run = ''
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literalsOf(option.value, runs)
    }
  }
  runs.push(run)
  return runs
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Runs of two words or more: what would read as English left in the page. */
function sentencesOf(message: string, locale: string): string[] {
  return literalsOf(new IntlMessageFormat(message, locale).getAst())
    .map(squeeze)
    .map((run) => run.replace(/^[\s,.:;()–—→←·]+|[\s,:;(–—→←·]+$/g, ''))
    .filter((run) => run.split(' ').length >= 2 && run.length >= 8)
}

/** The English catalog's sentences that `locale` does not use itself, with their keys. */
function englishLeftovers(locale: string): Map<string, string> {
  const english = catalogOf('en')
  const own = catalogOf(locale)
  const ownText = Object.values(own).join('\n')
  const leftovers = new Map<string, string>()
  for (const [key, message] of Object.entries(english)) {
    for (const sentence of sentencesOf(message, 'en')) {
      if (!ownText.includes(sentence)) leftovers.set(sentence, key)
    }
  }
  return leftovers
}

/** Every text of a value (recursively), as staff wrote it. */
function textsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.length >= 3 && !/^https?:/.test(value)) into.add(squeeze(value))
  } else if (Array.isArray(value)) {
    for (const item of value) textsOf(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) textsOf(item, into)
  }
  return into
}

/** What staff wrote and the site shows as written: events, city guides, deals, guides' titles. */
async function staffTexts(): Promise<string[]> {
  const texts = new Set<string>()
  textsOf(await listEvents({ upcoming: false, limit: 200 }), texts)
  const { cities } = await searchCities({ limit: 100 })
  for (const city of cities) textsOf(await getCityGuide(city.slug), texts)
  textsOf(await listPartnerDeals({}), texts)
  textsOf(await listStoredDocs(), texts)
  /* longest first, so a text inside a longer one goes with it */
  return [...texts].sort((a, b) => b.length - a.length)
}

const withoutStaffTexts = (text: string, staff: string[]) =>
  staff.reduce((rest, written) => rest.split(written).join(' ¶ '), text)

/** What a person sees or hears of a page: its text and the labels of its elements. */
function visibleText(html: string): string {
  const parts: string[] = []
  let hidden = 0
  let prose = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (['script', 'style', 'template'].includes(name)) hidden++
        /* a guide's body (staff markdown) */
        if (prose || /\bprose\b/.test(attributes.class ?? '')) prose++
        /* (alt texts are the staff's, written with each picture) */
        for (const label of ['aria-label', 'placeholder', 'title']) {
          if (attributes[label]) parts.push(attributes[label])
        }
      },
      ontext(text) {
        if (!hidden && !prose) parts.push(text)
      },
      onclosetag(name) {
        if (['script', 'style', 'template'].includes(name)) hidden--
        if (prose) prose--
      },
    },
    { decodeEntities: true }
  )
  parser.write(html)
  parser.end()
  return squeeze(parts.join(' \n '))
}

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
        const text = withoutStaffTexts(visibleText(html), staff)
        for (const [sentence, key] of leftovers) {
          const at = text.indexOf(sentence)
          const context = text.slice(Math.max(0, at - 60), at + sentence.length + 60)
          assert.equal(at, -1, `${url} shows English “${sentence}” (site.${key}): …${context}…`)
        }
        checked++
      }
    }
    assert.isAbove(checked, 8 * 20)
  }).timeout(600_000)
})
