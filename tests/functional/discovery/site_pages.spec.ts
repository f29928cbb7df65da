import { test } from '@japa/runner'
import { planDemoEvents } from '#database/demo/demo_seeder'
import testUtils from '@adonisjs/core/services/test_utils'
import { appUrl } from '#config/service'
import Doc from '#models/doc'
import { CONTACT_ERROR_CODES } from '#schemas/contact'
import { restErrorBody } from '#http/errors/error_bodies'
import { REST_ERROR_CODES } from '#schemas/error'
import { PARTNER_CATEGORIES } from '#schemas/enums'
import { searchCities } from '#services/catalog/city_service'
import { listEvents } from '#services/catalog/event_service'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { listStoredDocs } from '#services/catalog/docs_service'
import { escapeHtml } from '#lib/safe_markdown'
import { createCityWithEvent, essence, fetchOwn } from '#tests/helpers/discovery_links'

async function page(url: string) {
  const response = await fetchOwn(url)
  const body = await response.text()
  return { status: response.status, type: essence(response.headers.get('content-type')), body }
}

async function assertPage(assert: any, url: string, ...texts: string[]) {
  const result = await page(url)
  assert.equal(result.status, 200, url)
  assert.equal(result.type, 'text/html', url)
  assert.match(result.body, /<link rel="stylesheet" href="\/site\/site.css"\s*\/?>/)
  for (const text of texts) assert.include(result.body, escapeHtml(text), `${url} shows ${text}`)
  return result.body
}

async function assertNotFoundPage(assert: any, url: string) {
  const result = await page(url)
  assert.equal(result.status, 404, url)
  assert.equal(result.type, 'text/html', url)
  assert.include(result.body, 'We could not find that page')
}

test.group('Site pages: every link the API emits resolves', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('city guide, festival and Halloween pages render for every city', async ({ assert }) => {
    await createCityWithEvent({ halloween: true })
    await createCityWithEvent({ halloween: false })
    const { cities } = await searchCities({ limit: 100 })
    assert.isAtLeast(cities.length, 2)

    for (const city of cities) {
      await assertPage(assert, city.city_guide_url, city.name, city.summary)
      await assertPage(assert, city.festival_url, city.festival_name)
      if (city.halloween_url)
        await assertPage(assert, city.halloween_url, `Halloween in ${city.name}`)
      else await assertNotFoundPage(assert, `${appUrl}/halloween/${city.slug}`)
    }
  }).timeout(60_000)

  test('every event page renders with its tickets section; demo tickets sell in a shop', async ({
    assert,
  }) => {
    await createCityWithEvent({ halloween: true })
    const { events } = await listEvents({ upcoming: false, limit: 200 })
    assert.isNotEmpty(events)
    const demoIds = new Set(planDemoEvents().map((planned) => planned.row.id))

    for (const event of events) {
      const body = await assertPage(assert, event.url, event.name)
      assert.include(body, 'id="tickets"')
      for (const option of event.tickets.options) assert.include(body, escapeHtml(option.name))
      /* #26: a demo event's buy link leads to a ticket shop, not back to the event page */
      if (demoIds.has(event.id)) {
        assert.notEqual(new URL(event.tickets.buy_url).origin, new URL(appUrl).origin)
        assert.equal(new URL(event.tickets.buy_url).protocol, 'https:')
      }
    }
  }).timeout(60_000)

  test('the test event page shows venue, prices and status', async ({ assert }) => {
    const { event } = await createCityWithEvent({ halloween: true })
    const body = await assertPage(
      assert,
      `${appUrl}/events/${event.id}`,
      'The Old Mill',
      'Mill Street 1',
      'Early bird',
      '€12.00',
      '€18.50',
      'On sale',
      'Costumes welcome'
    )
    assert.include(body, '<time datetime="')
  })

  test('the deals page renders every `page` link of the partner list', async ({ assert }) => {
    const all = await listPartnerDeals({})
    await assertPage(
      assert,
      all.page,
      'Partner deals',
      ...all.partners.map((partner) => partner.name)
    )
    for (const category of PARTNER_CATEGORIES) {
      const list = await listPartnerDeals({ category })
      const body = await assertPage(
        assert,
        list.page,
        ...list.partners.map((partner) => partner.name)
      )
      for (const other of all.partners.filter((partner) => partner.category !== category)) {
        assert.notInclude(body, `id="${other.slug}"`)
      }
    }
    const searched = await listPartnerDeals({ q: 'student' })
    await assertPage(assert, searched.page, ...searched.partners.map((partner) => partner.name))

    /* a person never gets an error for a filter: the filter is left out, and the page says so */
    const invalid = await page(`${appUrl}/deals?category=rockets&q=student`)
    assert.equal(invalid.status, 200)
    assert.include(invalid.body, 'We could not use a filter you sent')
    for (const partner of searched.partners) assert.include(invalid.body, `id="${partner.slug}"`)
  })

  test('unknown slugs and ids get the friendly 404 page', async ({ assert }) => {
    for (const path of [
      '/cities/atlantis',
      '/festivals/atlantis',
      '/halloween/atlantis',
      '/events/no-such-event',
      '/docs/no-such-doc',
      '/no/such/page',
      '/cities',
    ]) {
      await assertNotFoundPage(assert, `${appUrl}${path}`)
    }
  })

  test('every stored doc has its page; raw HTML and script links in a doc are shown as text', async ({
    assert,
  }) => {
    await Doc.create({
      slug: 'html-in-markdown',
      kind: 'blog',
      title: 'Careful <b>title</b>',
      summary: 'Summary',
      body: 'Hello <script>alert(1)</script> and <img src=x onerror=alert(2)>.\n\n[Click](javascript:alert(3)) [Fine](https://example.org/)',
      publication: 'published',
    })
    for (const doc of await listStoredDocs()) await assertPage(assert, doc.url, doc.title)

    const { body } = await page(`${appUrl}/docs/html-in-markdown`)
    assert.include(body, '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.include(body, '&lt;img src=x onerror=alert(2)&gt;')
    assert.notInclude(body, '<script>alert')
    assert.notInclude(body, 'javascript:')
    assert.include(body, '<a href="https://example.org/">Fine</a>')
    assert.notInclude(body, '<b>title</b>')
  })

  test('the error page has an anchor for every REST and contact error code', async ({ assert }) => {
    const body = await assertPage(assert, `${appUrl}/docs/errors`, 'Error codes')
    const codes = [...Object.values(REST_ERROR_CODES), ...Object.keys(CONTACT_ERROR_CODES)]
    for (const code of codes) assert.include(body, `id="${code}"`)
    const docs = restErrorBody(404, 'x').error.docs
    assert.equal(docs, `${appUrl}/docs/errors#not_found`)
  })

  test('the guides index lists the stored docs and the city guides', async ({ assert }) => {
    const docs = await listStoredDocs()
    const { cities } = await searchCities({ limit: 100 })
    const body = await assertPage(assert, `${appUrl}/docs`, 'Guides and FAQ')
    for (const doc of docs) assert.include(body, `href="${doc.url}"`)
    for (const city of cities) assert.include(body, `href="${city.city_guide_url}"`)
  })
})
