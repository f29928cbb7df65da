import { test } from '@japa/runner'
import { clearRateLimits } from '#services/rate_limit_service'
import testUtils from '@adonisjs/core/services/test_utils'
import { appUrl } from '#config/service'
import { getCityGuide, searchCities } from '#services/catalog/city_service'
import { listEvents } from '#services/catalog/event_service'
import { expectValue } from '#lib/result'
import type { EventShape } from '#schemas/event'
import { readPageHead } from '#tests/helpers/page_head'
import { eventRichResultProblems } from '#tests/helpers/event_rich_results'
import { scriptableParts, xssCorpus } from '#tests/helpers/xss'
import { createCityWithEvent, fetchOwn } from '#tests/helpers/discovery_links'
import Event from '#models/event'

/** The documented mapping (docs/site.md, "Structured data"): ticket status → Offer availability; a sold-out round of an event not over is SoldOut. */
const AVAILABILITY: Record<string, string> = {
  on_sale: 'https://schema.org/InStock',
  opens_soon: 'https://schema.org/PreOrder',
  coming_soon: 'https://schema.org/PreOrder',
  see_page: 'https://schema.org/LimitedAvailability',
  ended: 'https://schema.org/Discontinued',
}

async function pageHead(url: string) {
  const response = await fetchOwn(url)
  const html = await response.text()
  return { status: response.status, html, head: readPageHead(html) }
}

async function countryCodes() {
  const { cities } = await searchCities({ limit: 100 })
  return new Map(cities.map((city) => [city.slug, city.country_code]))
}

/** The event's JSON-LD against the API's Event: the same facts, nothing invented. */
function assertSameEvent(assert: any, data: any, event: EventShape, country: string | undefined) {
  const has = {
    offers: event.tickets.options.length > 0,
    end: event.end !== null,
    country: event.city_slug !== null,
  }
  assert.deepEqual(eventRichResultProblems(data, has), [])
  assert.equal(data.name, event.name)
  assert.equal(data.startDate, event.start)
  assert.equal(data.endDate, event.end ?? undefined)
  assert.equal(data.url, event.url)
  assert.deepEqual(
    data.image?.map((image: any) => [image['@type'], image.url, image.caption]),
    event.image ? [['ImageObject', event.image, event.image_alt ?? undefined]] : undefined
  )
  assert.equal(data.location.name, event.venue?.name ?? event.city)
  assert.equal(data.location.address.addressLocality, event.city)
  assert.equal(data.location.address.streetAddress, event.venue?.address ?? undefined)
  assert.equal(data.location.address.addressCountry, country)
  assert.deepEqual(
    (data.offers ?? []).map((offer: any) => [offer.name, offer.price, offer.priceCurrency]),
    event.tickets.options.map((option) => [option.name, option.price, option.currency])
  )
  for (const offer of data.offers ?? []) {
    const round = event.tickets.options.find((option) => option.name === offer.name)
    const soldOut = round?.sold_out && event.status !== 'past'
    assert.equal(
      offer.availability,
      soldOut ? 'https://schema.org/SoldOut' : AVAILABILITY[event.tickets.status],
      `${event.id} ${offer.name}`
    )
    assert.equal(offer.validFrom, event.tickets.sales_open_at ?? undefined)
    assert.equal(offer.url, event.tickets.buy_url)
  }
}

test.group('Site: schema.org JSON-LD for Google Event rich results', () => {
  test('every event page carries one Event with the API’s facts', async ({ assert }) => {
    const { events } = await listEvents({ upcoming: false, limit: 200 })
    const countries = await countryCodes()
    assert.isAbove(events.length, 20)
    assert.isTrue(
      events.some((event) => event.city_slug === null),
      'an event outside our cities'
    )
    assert.isTrue(
      events.every((event) => event.image !== null),
      'the demo events have pictures'
    )
    for (const event of events) {
      const { status, head } = await pageHead(`${appUrl}/events/${event.id}`)
      assert.equal(status, 200)
      assert.lengthOf(head.jsonLd, 1, event.id)
      assertSameEvent(assert, head.jsonLd[0], event, countries.get(event.city_slug ?? ''))
      assert.equal((head.jsonLd[0] as any)['@context'], 'https://schema.org')
    }
  }).timeout(60_000)

  test('city, festival and Halloween pages carry an ItemList of the events they show', async ({
    assert,
  }) => {
    const { cities } = await searchCities({ limit: 100 })
    for (const city of cities) {
      const guide = expectValue(await getCityGuide(city.slug))
      const festival = await listEvents({ city: city.slug, type: 'welcome_festival' })
      const halloween = await listEvents({ city: city.slug, type: 'halloween' })
      const pages: [string | null, EventShape[]][] = [
        [city.city_guide_url, guide.upcoming_events],
        [city.festival_url, festival.events],
        [city.halloween_url, halloween.events],
      ]
      for (const [url, events] of pages) {
        if (!url) continue
        const { head } = await pageHead(url)
        assert.lengthOf(head.jsonLd, 1, url)
        const list = head.jsonLd[0] as any
        assert.equal(list['@type'], 'ItemList', url)
        assert.equal(list.url, url)
        assert.equal(list.numberOfItems, events.length, url)
        assert.deepEqual(
          list.itemListElement.map((item: any) => [item.position, item.url, item.item.name]),
          events.map((event, index) => [index + 1, event.url, event.name]),
          url
        )
        for (const [index, item] of list.itemListElement.entries()) {
          assertSameEvent(assert, item.item, events[index], city.country_code)
        }
      }
    }
  }).timeout(60_000)
})

test.group('Site: JSON-LD stays inside its <script> element', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every XSS corpus entry as an event name and venue round-trips as data', async ({
    assert,
  }) => {
    const { event, city } = await createCityWithEvent({ halloween: true })
    for (const { name, payload } of xssCorpus()) {
      /* hundreds of pages from one client: the site's rate limit is not what is tested here */
      await clearRateLimits()
      const hostile = `${payload} </script><script>alert(1)</script> <!-- \u2028`
      await Event.query().where('id', event.id).update({ name: hostile, venue_name: payload })
      for (const url of [`${appUrl}/events/${event.id}`, `${appUrl}/cities/${city.slug}`]) {
        const { html, head } = await pageHead(url)
        assert.deepEqual(scriptableParts(html), [], `${name} on ${url}`)
        assert.lengthOf(head.jsonLdText, 1, `${name} on ${url}`)
        assert.notInclude(head.jsonLdText[0], '<', `${name} on ${url}`)
        const data = head.jsonLd[0] as any
        const shown = data['@type'] === 'Event' ? data : data.itemListElement[0].item
        assert.equal(shown.name, hostile, name)
        assert.equal(shown.location.name, payload, name)
      }
    }
  }).timeout(120_000)
})
