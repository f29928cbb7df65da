import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'
import { createCityWithEvent } from '#tests/helpers/discovery_links'

/*
| Issue 35, item 7: `ticket_status=on_sale,opens_soon` is the documented
| form. A literal comma (curl, browsers) and %2C are the same value; a comma
| in any other single-value parameter is just a character of it.
*/

async function read(path: string) {
  const response = await fetch(`${TEST_SERVER_URL}${path}`)
  return { status: response.status, body: await response.text() }
}

test.group('Commas in query values', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a literal comma and %2C give the same list', async ({ assert }) => {
    const { city, event } = await createCityWithEvent({ halloween: false })
    const base = `/api/v1/events?city=${city.slug}&upcoming=false&ticket_status=`
    const literal = await read(`${base}on_sale,ended`)
    const encoded = await read(`${base}on_sale%2Cended`)
    assert.equal(literal.status, 200, literal.body)
    assert.equal(encoded.status, 200, encoded.body)
    assert.equal(literal.body, encoded.body)
    assert.include(
      JSON.parse(literal.body).events.map((e: { id: string }) => e.id),
      event.id
    )

    const calendar = await read(`/api/v1/events.ics?city=${city.slug}&ticket_status=on_sale,ended`)
    assert.equal(calendar.status, 200, calendar.body)
    assert.include(calendar.body, `UID:${event.id}@`)
  })

  test('a comma in a search is part of the words, not a list', async ({ assert }) => {
    const { event } = await createCityWithEvent({ halloween: false })
    const search = await read(`/api/v1/events?upcoming=false&q=${encodeURI(event.name)},`)
    assert.equal(search.status, 200, search.body)
    const bad = await read('/api/v1/events?ticket_status=on_sale,bogus')
    assert.equal(bad.status, 400)
    assert.include(bad.body, 'ticket_status')
    assert.notInclude(bad.body, 'single text value')
  })
})
