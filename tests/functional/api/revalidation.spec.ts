import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'
import { createCityWithEvent } from '#tests/helpers/discovery_links'

/*
| Issue 37, item 5: what outside clients send. fetch() adds
| `Cache-Control: no-cache` to a request with If-None-Match: RFC 9110 has the
| origin evaluate If-None-Match all the same (as the JSON reads do), for the
| calendars and the agent card too. Every calendar body ends with CRLF
| (RFC 5545 3.1: each content line, the last one included).
*/

const REVALIDATE = { 'Cache-Control': 'no-cache', 'Pragma': 'no-cache' }

async function revalidated(path: string, headers: Record<string, string> = {}) {
  const first = await fetch(`${TEST_SERVER_URL}${path}`, { headers })
  const etag = first.headers.get('etag')
  const body = await first.text()
  const again = await fetch(`${TEST_SERVER_URL}${path}`, {
    headers: { ...headers, ...REVALIDATE, 'If-None-Match': `"other", ${etag}` },
  })
  return { first, etag, body, again, againBody: await again.text() }
}

test.group('Revalidation with Cache-Control: no-cache, and calendar line ends', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each calendar answers 304 to its ETag with no-cache, and ends with CRLF', async ({
    assert,
  }) => {
    const { event, city } = await createCityWithEvent({ halloween: false })
    for (const path of [
      `/api/v1/events.ics?city=${city.slug}&upcoming=false`,
      `/api/v1/events/${event.id}.ics`,
      `/api/v1/events/${event.id}/calendar.ics`,
    ]) {
      const { first, etag, body, again, againBody } = await revalidated(path)
      assert.equal(first.status, 200, path)
      assert.match(String(etag), /^"/, path)
      assert.isTrue(body.endsWith('END:VCALENDAR\r\n'), `${path} ends with CRLF`)
      assert.notMatch(body, /[^\r]\n/, `${path}: every line break is CRLF`)
      assert.equal(again.status, 304, path)
      assert.equal(againBody, '', path)
    }
  })

  test('the agent card answers 304 to its ETag with no-cache, per version', async ({ assert }) => {
    for (const headers of [{}, { 'A2A-Version': '1.0' }] as Record<string, string>[]) {
      const { first, again } = await revalidated('/.well-known/agent-card.json', headers)
      assert.equal(first.status, 200)
      assert.equal(again.status, 304, JSON.stringify(headers))
    }
  })
})
