/*
| Sold out, everywhere a student looks: the event page (no Buy button, the
| sold-out rounds marked), the event cards, the JSON-LD offers and the
| calendar text. Expected values come from the ticket_options rows.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ICAL from 'ical.js'
import { readPageHead } from '#tests/helpers/page_head'
import { roundsByEvent, seedSoldtown } from '#tests/helpers/sold_out_catalog'

const SOLD_OUT = 'https://schema.org/SoldOut'

/** The rows of the event page's ticket table: [round, marked sold out]. */
function ticketTable(html: string): [string, boolean][] {
  const section = /<section id="tickets"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
  return [...section.matchAll(/<tr class="([^"]*)">\s*<td>([^<]+)<\/td>([\s\S]*?)<\/tr>/g)].map(
    (row) => [row[2].trim(), row[1].includes('is-sold-out') && row[3].includes('Sold out')]
  )
}

/** One event card of a page, by the event's page URL. */
function cardOf(html: string, eventId: string): string {
  const cards = html.match(/<article class="card event-card"[\s\S]*?<\/article>/g) ?? []
  return cards.find((card) => card.includes(`/events/${eventId}"`)) ?? ''
}

test.group('Site: sold out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a sold-out event page says Sold out and offers no Buy button', async ({
    client,
    assert,
  }) => {
    await seedSoldtown()
    const page = await client.get('/events/sold-all')
    page.assertStatus(200)
    const html = page.text()
    assert.include(html, 'data-ticket-action="sold_out"')
    assert.notInclude(html, 'Buy tickets')
    assert.notMatch(html, /<a class="button[^"]*" href="https:\/\/tickets\.example\.org\/sold-all"/)
    const byEvent = await roundsByEvent()
    const rounds = byEvent.get('sold-all')!
    assert.deepEqual(
      ticketTable(html).map(([, soldOut]) => soldOut),
      rounds
    )
  })

  test('a sold-out round is marked in the price list; the others stay on sale', async ({
    client,
    assert,
  }) => {
    await seedSoldtown()
    const page = await client.get('/events/sold-first-round')
    const html = page.text()
    const byEvent = await roundsByEvent()
    assert.include(html, 'data-ticket-action="buy"')
    assert.include(html, 'Buy tickets')
    assert.deepEqual(
      ticketTable(html).map(([, soldOut]) => soldOut),
      byEvent.get('sold-first-round')!
    )
  })

  test('JSON-LD offers are SoldOut exactly for the sold-out rounds', async ({ client, assert }) => {
    await seedSoldtown()
    const byEvent = await roundsByEvent()
    for (const id of ['sold-all', 'sold-first-round', 'sold-none']) {
      const page = await client.get(`/events/${id}`)
      const head = readPageHead(page.text())
      const offers = head.jsonLd.flatMap((block: any) => block.offers ?? [])
      assert.deepEqual(
        offers.map((offer: any) => offer.availability === SOLD_OUT),
        byEvent.get(id)!,
        id
      )
    }
  })

  test('the event cards show Sold out without a Buy button', async ({ client, assert }) => {
    await seedSoldtown()
    const page = await client.get('/events').qs({ city: 'soldtown' })
    const html = page.text()
    const soldOut = cardOf(html, 'sold-all')
    assert.include(soldOut, 'data-ticket-action="sold_out"')
    assert.include(soldOut, 'Sold out')
    assert.notInclude(soldOut, 'Buy tickets')
    const onSale = cardOf(html, 'sold-first-round')
    assert.include(onSale, 'Buy tickets')
    assert.notInclude(onSale, '>Sold out<')
  })

  test('calendar text says sold out for the event and marks each sold-out round', async ({
    client,
    assert,
  }) => {
    await seedSoldtown()
    const byEvent = await roundsByEvent()
    for (const id of ['sold-all', 'sold-first-round']) {
      const response = await client.get(`/api/v1/events/${id}.ics`)
      response.assertStatus(200)
      const vevent = new ICAL.Component(ICAL.parse(response.text())).getFirstSubcomponent('vevent')!
      const description = String(vevent.getFirstPropertyValue('description'))
      const rounds = byEvent.get(id)!
      assert.equal(
        description.includes('Sold out: every ticket round is gone.'),
        rounds.every(Boolean),
        id
      )
      const roundLines = description.split('\n').filter((line) => line.startsWith('- Round '))
      assert.deepEqual(
        roundLines.map((line) => line.endsWith('(sold out)')),
        rounds,
        id
      )
    }
  })
})
