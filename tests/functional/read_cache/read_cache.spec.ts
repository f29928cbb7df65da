import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { changeListener, readCache } from '#services/read_cache/catalog_cache'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import {
  runTypeScript,
  completion,
  signInOverHttp,
  startServer,
  type ServerProcess,
} from '#tests/helpers/processes'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'
import { clockTo } from '#tests/helpers/clock'

/*
| These tests commit their writes (no global transaction): the cache only
| serves and stores outside one, and notifications only follow commits.
*/
const IN_PROCESS = TEST_SERVER_URL

async function insertEvent(id: string, startAt: Date, endAt: Date | null) {
  await db.table('events').insert({
    id,
    type: 'semester_kickoff',
    city_name: 'Nowhere',
    name: `Cache test ${id}`,
    start_at: startAt,
    end_at: endAt,
    timezone: 'Europe/Berlin',
    url: `/events/${id}`,
    waitlist_open: false,
    ticket_status: 'on_sale',
    buy_url: `/events/${id}#tickets`,
    ticket_note: '',
  })
}

async function eventName(base: string, id: string) {
  const response = await fetch(`${base}/api/v1/events/${id}`)
  if (response.status === 404) return null
  const body = (await response.json()) as { name: string }
  return body.name
}

/** Polls until `read` returns `expected` (or the deadline passes); returns the last value. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}

test.group('Read cache', (group) => {
  let second: ServerProcess
  group.setup(async () => {
    second = await startServer()
    return async () => {
      await second.stop()
    }
  })

  test('a hit is byte-identical to a miss, with the same ETag', async ({ assert, client }) => {
    await changesDelivered()
    readCache.clear()
    const before = readCache.stats()
    const miss = await fetch(`${IN_PROCESS}/api/v1/events?type=semester_kickoff&unknown=1`)
    const hit = await fetch(`${IN_PROCESS}/api/v1/events?type=semester_kickoff`)
    const after = readCache.stats()

    assert.equal(after.misses - before.misses, 1)
    assert.equal(after.hits - before.hits, 1)
    assert.equal(await hit.text(), await miss.text())
    assert.equal(hit.headers.get('etag'), miss.headers.get('etag'))
    /* charged its weight again: a list of the default 200 events is 2 points */
    assert.equal(
      hit.headers.get('x-ratelimit-remaining'),
      String(Number(miss.headers.get('x-ratelimit-remaining')) - 2)
    )

    /* fetch() adds Cache-Control: no-cache to conditional requests: the Japa client does not */
    const revalidated = await client
      .get('/api/v1/events?type=semester_kickoff')
      .header('If-None-Match', miss.headers.get('etag')!)
    revalidated.assertStatus(304)

    /* RFC 9110: the origin evaluates If-None-Match whatever Cache-Control says (fetch adds no-cache) */
    for (const path of [
      '/api/v1/events?type=semester_kickoff',
      '/api/v1/events?type=semester_kickoff&x=1',
    ]) {
      const conditional = await fetch(`${IN_PROCESS}${path}`, {
        headers: {
          'If-None-Match': `W/${miss.headers.get('etag')}, "other"`,
          'Cache-Control': 'no-cache',
        },
      })
      assert.equal(conditional.status, 304, path)
      assert.equal(await conditional.text(), '')
    }
  })

  test('REST and MCP share one entry for the same parameters', async ({ assert }) => {
    await changesDelivered()
    readCache.clear()
    await fetch(`${IN_PROCESS}/api/v1/events?city=berlin&limit=3`)
    const before = readCache.stats()
    const response = await fetch(`${IN_PROCESS}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept': 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'list_events', arguments: { limit: 3, city: 'berlin' } },
      }),
    })
    assert.equal(response.status, 200)
    assert.equal(readCache.stats().hits - before.hits, 1)
    assert.equal(readCache.stats().misses, before.misses)
  })

  test('a change in plain SQL reaches this and a second instance', async ({ assert, cleanup }) => {
    const id = uniqueName('cache-sql')
    await insertEvent(id, new Date(Date.now() + 86_400_000), null)
    cleanup(async () => {
      await db.from('events').where('id', id).delete()
    })
    assert.equal(await eventName(IN_PROCESS, id), `Cache test ${id}`)
    assert.equal(await eventName(second.base, id), `Cache test ${id}`)

    await db.from('events').where('id', id).update({ name: 'Renamed in SQL' })

    assert.equal(
      await eventually(() => eventName(IN_PROCESS, id), 'Renamed in SQL'),
      'Renamed in SQL'
    )
    assert.equal(
      await eventually(() => eventName(second.base, id), 'Renamed in SQL'),
      'Renamed in SQL'
    )
  })

  test('a delete through the admin panel of one instance reaches the other', async ({
    assert,
    cleanup,
  }) => {
    const id = uniqueName('cache-admin')
    await insertEvent(id, new Date(Date.now() + 86_400_000), null)
    cleanup(async () => {
      await db.from('events').where('id', id).delete()
    })
    const staff = await AdminUserFactory.create()
    cleanup(() => staff.delete())
    assert.isNotNull(await eventName(IN_PROCESS, id))
    assert.isNotNull(await eventName(second.base, id))

    const cookie = await signInOverHttp(second.base, staff.email, STAFF_PASSWORD)
    const confirm = await fetch(`${second.base}/admin/events/${id}/delete`, { headers: { cookie } })
    const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(await confirm.text())?.[1] ?? ''
    const deleted = await fetch(`${second.base}/admin/events/${id}/delete`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ _csrf: token }).toString(),
    })
    assert.equal(deleted.status, 302)

    assert.isNull(await eventually(() => eventName(IN_PROCESS, id), null))
    assert.isNull(await eventually(() => eventName(second.base, id), null))
  })

  test('a change by an ace command reaches this and a second instance', async ({
    assert,
    cleanup,
  }) => {
    const total = async (base: string) => {
      const response = await fetch(`${base}/api/v1/cities?limit=1`)
      return ((await response.json()) as { total: number }).total
    }
    const before = await total(IN_PROCESS)
    assert.equal(await total(second.base), before)
    cleanup(async () => {
      await db.from('cities').where('slug', 'like', 'scale-%').delete()
    })

    const command = runTypeScript(['ace.js', 'demo:scale', '--cities=1', '--events=0'], {
      LOG_LEVEL: 'silent',
    })
    const { code, output } = await completion(command)
    assert.equal(code, 0, output)

    assert.equal(await eventually(() => total(IN_PROCESS), before + 1), before + 1)
    assert.equal(await eventually(() => total(second.base), before + 1), before + 1)
  }).timeout(60_000)

  test('a site event page is rendered once per cached event and follows changes', async ({
    assert,
    cleanup,
  }) => {
    const id = uniqueName('cache-page')
    await insertEvent(id, new Date(Date.now() + 86_400_000), null)
    cleanup(async () => {
      await db.from('events').where('id', id).delete()
    })
    await changesDelivered()
    const page = async () => {
      const response = await fetch(`${IN_PROCESS}/events/${id}`)
      return response.text()
    }
    const first = await page()
    assert.include(first, `Cache test ${id}`)
    assert.equal(await page(), first)

    await db.from('events').where('id', id).update({ name: 'Renamed page' })
    const renamed = await eventually(async () => {
      const html = await page()
      return html.includes('Renamed page')
    }, true)
    assert.isTrue(renamed)
  })

  test('an event that ends in an hour reads past at that time, with no write', async ({
    assert,
    cleanup,
  }) => {
    const id = uniqueName('cache-clock')
    const endAt = Date.now() + 3_600_000
    await insertEvent(id, new Date(Date.now() - 3_600_000), new Date(endAt))
    cleanup(async () => {
      await db.from('events').where('id', id).delete()
    })
    const status = async () => {
      const response = await fetch(`${IN_PROCESS}/api/v1/events/${id}`)
      return ((await response.json()) as { status: string }).status
    }
    await changesDelivered()
    const hitsBefore = readCache.stats().hits
    assert.equal(await status(), 'upcoming')
    assert.equal(await status(), 'upcoming')
    assert.equal(readCache.stats().hits - hitsBefore, 1, 'the second read is a hit')

    clockTo(endAt - 5_000)
    assert.equal(await status(), 'upcoming', 'five seconds before its end')
    clockTo(endAt)
    assert.equal(await status(), 'past')
  })

  test('a dropped listener connection never yields stale reads', async ({ assert, cleanup }) => {
    const id = uniqueName('cache-drop')
    await insertEvent(id, new Date(Date.now() + 86_400_000), null)
    cleanup(async () => {
      await db.from('events').where('id', id).delete()
    })
    assert.equal(await eventName(IN_PROCESS, id), `Cache test ${id}`)
    const reconnects = changeListener.status.reconnects

    await db.rawQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'students-read-cache' AND pid <> pg_backend_pid()`
    )
    /* once the loss is noticed, changes made meanwhile must never be served stale */
    const noticed = () =>
      changeListener.status.status !== 'listening' || changeListener.status.reconnects > reconnects
    assert.isTrue(await eventually(async () => noticed(), true))
    await db.from('events').where('id', id).update({ name: 'Changed while deaf' })

    assert.equal(await eventName(IN_PROCESS, id), 'Changed while deaf')
    const elsewhere = await eventually(() => eventName(second.base, id), 'Changed while deaf')
    assert.equal(elsewhere, 'Changed while deaf')
    const listening = await eventually(async () => changeListener.status.status, 'listening')
    assert.equal(listening, 'listening')
    assert.isAbove(changeListener.status.reconnects, reconnects)
    const health = await fetch(`${IN_PROCESS}/health`)
    const body = (await health.json()) as { read_cache: { status: string } }
    assert.equal(body.read_cache.status, 'listening')
  })
})
