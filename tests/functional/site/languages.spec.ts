/*
| The site in nine languages (docs/languages.md): the language in the
| address, the first visit sent to the browser's language, the switcher's
| choice remembered, and what a page tells crawlers and caches about its
| languages. The waiting-list confirmation goes out in the page's language.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { Parser } from 'htmlparser2'
import { appUrl } from '#config/service'
import { SITE_LOCALES } from '#lib/site_locales'
import { createCity, createEvent } from '#tests/helpers/api_catalog'
import { fetchOwn } from '#tests/helpers/discovery_links'
import { readPageHead } from '#tests/helpers/page_head'
import { uniqueName } from '#database/factories/unique_name'
import { TEST_DOMAIN, useSmtpSink } from '#tests/helpers/contact_messages'
import type { SmtpSink } from '#tests/helpers/smtp_sink'

const ORIGIN = new URL(appUrl).origin
const vary = (response: Response) =>
  (response.headers.get('vary') ?? '').split(',').map((part) => part.trim().toLowerCase())

/** The <html lang>, the hreflang alternates and og:locale tags of a page. */
function languagesOf(html: string) {
  const found = {
    lang: '',
    alternates: new Map<string, string>(),
    ogLocale: '',
    ogAlternates: [] as string[],
  }
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'html') found.lang = attributes.lang ?? ''
      if (name === 'link' && attributes.rel === 'alternate' && attributes.hreflang) {
        found.alternates.set(attributes.hreflang, attributes.href)
      }
      if (name === 'meta' && attributes.property === 'og:locale')
        found.ogLocale = attributes.content
      if (name === 'meta' && attributes.property === 'og:locale:alternate') {
        found.ogAlternates.push(attributes.content)
      }
    },
  })
  parser.write(html)
  parser.end()
  return found
}

/** The `lang` cookie a response sets, as a browser sends it back. */
const cookieOf = (response: Response) =>
  (response.headers.getSetCookie().find((cookie) => cookie.startsWith('lang=')) ?? '').split(';')[0]

async function chooseLanguage(lang: string, next: string) {
  return fetchOwn(`${appUrl}/language`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Origin': ORIGIN },
    body: new URLSearchParams({ lang, next }).toString(),
  })
}

/** Waits for the sink to hold a mail to `to` (a positive assertion: the deadline only fails it). */
async function mailTo(sink: SmtpSink, to: string) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const mail = sink.received.find((received) => received.rcptTo.includes(to))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}

test.group('Site languages: addresses, first visit, switcher, head', () => {
  test('a page with its language in the address is in that language, with every alternate', async ({
    assert,
  }) => {
    const response = await fetchOwn(`${appUrl}/pl/events?city=berlin`)
    assert.equal(response.status, 200)
    const html = await response.text()
    const found = languagesOf(html)
    assert.equal(found.lang, 'pl')
    assert.equal(found.ogLocale, 'pl_PL')
    assert.sameMembers(found.ogAlternates, [
      'en_GB',
      'de_DE',
      'nl_NL',
      'es_ES',
      'fr_FR',
      'it_IT',
      'cs_CZ',
      'pt_PT',
    ])
    assert.sameMembers([...found.alternates.keys()], [...SITE_LOCALES, 'x-default'])
    assert.equal(found.alternates.get('x-default'), `${appUrl}/events?city=berlin`)
    assert.equal(found.alternates.get('en'), `${appUrl}/events?city=berlin`)
    assert.equal(found.alternates.get('de'), `${appUrl}/de/events?city=berlin`)
    const head = readPageHead(html)
    assert.equal(head.canonical, `${appUrl}/pl/events?city=berlin`)
    assert.equal(head.meta.get('og:url'), `${appUrl}/pl/events?city=berlin`)
    assert.include(html, '>Wydarzenia</a>')
    assert.include(head.hrefs, '/pl/deals')
    assert.notInclude(head.hrefs, '/deals')
  })

  test('English addresses stay English for crawlers and English readers, saying what they vary on', async ({
    assert,
  }) => {
    const variants: Record<string, string>[] = [
      {},
      { 'Accept-Language': 'en-US,en;q=0.9' },
      { 'Accept-Language': '*' },
    ]
    for (const headers of variants) {
      const response = await fetchOwn(`${appUrl}/events`, { headers })
      assert.equal(response.status, 200, JSON.stringify(headers))
      assert.equal(languagesOf(await response.text()).lang, 'en')
      assert.includeMembers(vary(response), ['accept-language', 'cookie'])
    }
  })

  test('a first visit in another language goes to the same page in it, query kept', async ({
    assert,
  }) => {
    const response = await fetchOwn(`${appUrl}/events?city=berlin&type=halloween`, {
      headers: { 'Accept-Language': 'pl-PL,pl;q=0.9,en;q=0.8' },
    })
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('location'), '/pl/events?city=berlin&type=halloween')
    assert.includeMembers(vary(response), ['accept-language', 'cookie'])
    const portuguese = await fetchOwn(`${appUrl}/`, { headers: { 'Accept-Language': 'pt-BR' } })
    assert.equal(portuguese.headers.get('location'), '/pt')
    /* the home page's markdown for agents is not a page for people: no redirect */
    const markdown = await fetchOwn(`${appUrl}/`, {
      headers: { 'Accept-Language': 'de', 'Accept': 'text/markdown' },
    })
    assert.equal(markdown.status, 200)
    /* a page with the language in its address is what it says, whatever the browser reads */
    const french = await fetchOwn(`${appUrl}/fr/deals`, { headers: { 'Accept-Language': 'de' } })
    assert.equal(french.status, 200)
  })

  test('the switcher remembers the choice: English stays English, another language is kept', async ({
    assert,
  }) => {
    const toEnglish = await chooseLanguage('en', '/pl/events?city=berlin')
    assert.equal(toEnglish.status, 303)
    assert.equal(toEnglish.headers.get('location'), '/events?city=berlin')
    const english = cookieOf(toEnglish)
    assert.match(english, /^lang=/)
    const stays = await fetchOwn(`${appUrl}/events?city=berlin`, {
      headers: { 'Accept-Language': 'pl', 'Cookie': english },
    })
    assert.equal(stays.status, 200)

    const toFrench = await chooseLanguage('fr', '/events?city=berlin')
    assert.equal(toFrench.headers.get('location'), '/fr/events?city=berlin')
    const back = await fetchOwn(`${appUrl}/deals`, {
      headers: { 'Accept-Language': 'en', 'Cookie': cookieOf(toFrench) },
    })
    assert.equal(back.status, 302)
    assert.equal(back.headers.get('location'), '/fr/deals')

    /* only this site's pages: anything else goes to the home page */
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await chooseLanguage('de', next)
      assert.equal(response.headers.get('location'), '/de', next)
    }
    const unknown = await chooseLanguage('xx', '/deals')
    assert.equal(unknown.headers.get('location'), '/deals')
  })

  test("English-only pages and unknown addresses answer in the address's language", async ({
    assert,
  }) => {
    const developers = await fetchOwn(`${appUrl}/de/developers`)
    assert.equal(developers.status, 404)
    const html = await developers.text()
    assert.equal(languagesOf(html).lang, 'de')
    assert.include(html, 'Diese Seite haben wir nicht gefunden')
    const event = await fetchOwn(`${appUrl}/cs/events/no-such-event-here`)
    assert.equal(event.status, 404)
    const eventPage = await event.text()
    assert.include(eventPage, 'Tuto akci jsme nenašli.')
    const english = await fetchOwn(`${appUrl}/developers`)
    assert.equal(english.status, 200)
  })

  test('the sitemap lists every page in every language', async ({ assert }) => {
    const sitemap = await fetchOwn(`${appUrl}/sitemap.xml`)
    const xml = await sitemap.text()
    for (const locale of SITE_LOCALES.filter((code) => code !== 'en')) {
      assert.include(xml, `<loc>${appUrl}/${locale}</loc>`)
      assert.include(xml, `<loc>${appUrl}/${locale}/events</loc>`)
      assert.match(xml, new RegExp(`<loc>${appUrl}/${locale}/cities/[^<]+</loc>`))
    }
    assert.notInclude(xml, `${appUrl}/de/developers`)
    assert.notInclude(xml, `${appUrl}/de/docs/errors`)
  })
})

test.group('Site languages: the waiting list in French', (group) => {
  const sink = useSmtpSink(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a sign-up on the French page stays French and is confirmed by e-mail in French', async ({
    assert,
  }) => {
    const slug = uniqueName('fr-city')
    const city = await createCity({ slug, name: `Lille ${slug}` })
    const id = uniqueName('fr-halloween')
    await createEvent({ id, city, type: 'halloween', startAt: DateTime.now().plus({ days: 20 }) })
    await db.from('events').where('id', id).update({ waitlist_open: true })
    const form = (email: string, consent?: string) =>
      fetchOwn(`${appUrl}/fr/events/${id}/waitlist`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Origin': ORIGIN },
        body: new URLSearchParams({ name: 'Camille', email, ...(consent ? { consent } : {}) }),
      })

    const mistake = await form('pas-une-adresse')
    assert.equal(mistake.status, 422)
    const page = await mistake.text()
    assert.include(page, 'Merci d’indiquer une adresse e-mail comme nom@example.org.')
    assert.include(page, 'Coche la case pour donner ton accord.')
    assert.include(page, '2 choses à corriger avant l’envoi')

    const email = `${uniqueName('camille')}@${TEST_DOMAIN}`
    const joined = await form(email, 'yes')
    assert.equal(joined.status, 303)
    assert.equal(joined.headers.get('location'), `/fr/events/${id}?waitlist=joined#waitlist`)
    const shown = await fetchOwn(`${appUrl}/fr/events/${id}?waitlist=joined`)
    const after = await shown.text()
    assert.include(after, 'Tu es sur la liste d’attente.')

    const mail = await mailTo(sink, email)
    assert.isNotNull(mail, 'the confirmation arrives')
    assert.equal(mail!.headers.get('content-language')?.[0], 'fr')
    assert.include(mail!.headers.get('subject')?.[0] ?? '', 'Tu es sur la liste d’attente de')
    assert.include(mail!.text, `${appUrl}/fr/events/${id}`)
    assert.include(mail!.text, 'Tu es sur la liste d’attente de')
    assert.notInclude(mail!.text, 'Camille')
  })
})
