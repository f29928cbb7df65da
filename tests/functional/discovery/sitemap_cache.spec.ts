import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { startServer, type ServerProcess } from '#tests/helpers/processes'

/*
| sitemap.xml on a real server process (issue finding: rebuilt on every
| request, 6.5–7 s each on the scaled set): built once for any number of
| concurrent requests, kept until a table it lists changes, rebuilt then.
| Writes are committed (no global transaction): only commits are signalled.
*/

const buildLines = (server: ServerProcess) =>
  server
    .stdout()
    .split('\n')
    .filter((line) => line.includes('sitemap.xml built')).length

/**
 * Builds logged so far: the log lines reach us after the answers, so wait
 * until `settled` holds (or a short while passes) before counting.
 */
async function builds(server: ServerProcess, settled: (count: number) => boolean = () => false) {
  const deadline = Date.now() + 1_000
  while (!settled(buildLines(server)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return buildLines(server)
}

const ID = 'sitemap-cache-test-event'

async function insertEvent() {
  await db.table('events').insert({
    id: ID,
    type: 'semester_kickoff',
    city_name: 'Nowhere',
    name: 'Sitemap cache test',
    start_at: new Date(Date.now() + 86_400_000),
    timezone: 'Europe/Berlin',
    url: `/events/${ID}`,
    waitlist_open: false,
    ticket_status: 'on_sale',
    buy_url: `/events/${ID}#tickets`,
    ticket_note: '',
  })
}

/** Polls until `check` holds on the sitemap (the change signal is asynchronous). */
async function sitemapUntil(server: ServerProcess, check: (xml: string) => boolean) {
  const deadline = Date.now() + 10_000
  const read = async () => {
    const response = await server.get('/sitemap.xml')
    return response.text()
  }
  let xml = await read()
  while (!check(xml) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    xml = await read()
  }
  return xml
}

test.group('sitemap.xml: one build, kept until a change', (group) => {
  let server: ServerProcess
  group.setup(async () => {
    await db.from('events').where('id', ID).delete()
    server = await startServer({ LOG_LEVEL: 'info', RATE_LIMIT_SITE: '1000000' })
    return async () => {
      await server.stop()
      await db.from('events').where('id', ID).delete()
    }
  })

  test('concurrent requests share one build; later ones are served without building', async ({
    assert,
  }) => {
    const bodies = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await server.get('/sitemap.xml')
        assert.equal(response.status, 200)
        return response.text()
      })
    )
    assert.lengthOf(new Set(bodies), 1, 'every request got the same document')
    assert.include(bodies[0], '<urlset')
    assert.equal(await builds(server), 1)

    await Promise.all([server.get('/sitemap.xml'), server.get('/sitemap.xml')])
    assert.equal(await builds(server), 1, 'served from the kept document')
  }).timeout(60_000)

  test('a committed change to a listed table rebuilds it with the change', async ({ assert }) => {
    const url = `/events/${ID}</loc>`
    await server.get('/sitemap.xml')
    const before = await builds(server)

    await insertEvent()
    const added = await sitemapUntil(server, (xml) => xml.includes(url))
    assert.include(added, url)
    assert.isAbove(await builds(server, (count) => count > before), before)

    await db.from('events').where('id', ID).delete()
    const removed = await sitemapUntil(server, (xml) => !xml.includes(url))
    assert.notInclude(removed, url)
  }).timeout(60_000)
})
