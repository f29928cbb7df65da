import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { sendRequest, stableHeaders } from '#tests/helpers/http_answer'
import { serviceConfig } from '#config/service'
import { readCache } from '#services/read_cache/catalog_cache'
import { answerReplay } from '#http/front/cached_reads'
import { clearRateLimits } from '#services/rate_limit_service'

/*
| The answer replay in front of the router: what it sends must be what the
| full path sends, and it must never outlive the cache entry it came from.
| Requests go over plain node:http (fetch adds `Cache-Control: no-cache` to
| conditional requests). The tests commit their writes: the cache only
| serves outside a global transaction.
*/

const send = sendRequest

/** Sends `path` until it is replayed; returns the full path's answer and the replayed one. */
async function fullThenReplayed(path: string, options?: Parameters<typeof send>[1]) {
  const before = answerReplay.stats().replayed
  const full = await send(path, options)
  const replayed = await send(path, options)
  return { full, replayed, replays: answerReplay.stats().replayed - before }
}

test.group('Answer replay', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    readCache.clear()
  })

  test('a replayed read is the full answer: status, body bytes and headers in the same order', async ({
    assert,
  }) => {
    for (const path of ['/api/v1/events?limit=3', '/api/v1/cities/berlin', '/api/v1/pricing']) {
      const { full, replayed, replays } = await fullThenReplayed(path)
      assert.equal(replays, 1, `${path} is replayed`)
      assert.equal(replayed.status, 200)
      assert.isTrue(replayed.body.equals(full.body), `${path}: same bytes`)
      assert.deepEqual(stableHeaders(replayed), stableHeaders(full))
      assert.deepEqual(replayed.names, full.names, `${path}: same header order`)
      assert.notEqual(replayed.headers['x-request-id'], full.headers['x-request-id'])
    }
  })

  test('the rate limit counts replayed reads once each and refuses like the full path', async ({
    assert,
  }) => {
    const original = serviceConfig.rateLimits.api
    serviceConfig.rateLimits.api = 3
    try {
      const answers = [
        await send('/api/v1/events?limit=1'),
        await send('/api/v1/events?limit=1'),
        await send('/api/v1/events?limit=1'),
      ]
      assert.deepEqual(
        answers.map((answer) => answer.headers['x-ratelimit-remaining']),
        ['2', '1', '0']
      )
      const refused = await send('/api/v1/events?limit=1')
      assert.equal(refused.status, 429)
      assert.equal(refused.headers['x-ratelimit-remaining'], '0')
      assert.equal(JSON.parse(refused.body.toString()).error.code, 'rate_limited')
      assert.equal(answerReplay.stats().replayed >= 2, true)
    } finally {
      serviceConfig.rateLimits.api = original
    }
  })

  test('If-None-Match gets the same 304 from the replay as from the full path', async ({
    assert,
  }) => {
    const path = '/api/v1/events/berlin-halloween-2026'
    const first = await send(path)
    const etag = String(first.headers.etag)
    const conditional = { headers: { 'If-None-Match': etag } }
    readCache.clear()
    const full = await send(path, conditional)
    await send(path)
    const before = answerReplay.stats().replayed
    const replayed = await send(path, conditional)
    assert.equal(answerReplay.stats().replayed - before, 1)
    assert.equal(full.status, 304)
    assert.equal(replayed.status, 304)
    assert.equal(replayed.body.length, 0)
    assert.deepEqual(stableHeaders(replayed), stableHeaders(full))
    assert.deepEqual(replayed.names, full.names)
  })

  test('HEAD is replayed without a body and with the length of the GET', async ({ assert }) => {
    const get = await send('/api/v1/partners')
    readCache.clear()
    const { full, replayed, replays } = await fullThenReplayed('/api/v1/partners', {
      method: 'HEAD',
    })
    assert.equal(replays, 1)
    assert.equal(replayed.body.length, 0)
    assert.equal(replayed.headers['content-length'], String(get.body.length))
    assert.deepEqual(stableHeaders(replayed), stableHeaders(full))
  })

  test('a committed change is never replayed stale', async ({ assert }) => {
    const path = '/api/v1/events/berlin-halloween-2026'
    const before = await send(path)
    const original = JSON.parse(before.body.toString()).name
    await send(path)
    try {
      await db.from('events').where('id', 'berlin-halloween-2026').update({ name: 'Replay check' })
      await changesDelivered()
      const replays = answerReplay.stats().replayed
      const changed = await send(path)
      assert.equal(JSON.parse(changed.body.toString()).name, 'Replay check')
      assert.equal(answerReplay.stats().replayed, replays, 'the full path answered the change')
    } finally {
      await db.from('events').where('id', 'berlin-halloween-2026').update({ name: original })
      await changesDelivered()
    }
  })

  test('nothing is replayed while the change listener is down', async ({ assert }) => {
    await send('/api/v1/events?limit=2')
    readCache.setConnected(false)
    try {
      const before = answerReplay.stats().replayed
      const answer = await send('/api/v1/events?limit=2')
      assert.equal(answer.status, 200)
      assert.equal(answerReplay.stats().replayed, before)
    } finally {
      readCache.setConnected(true)
    }
  })

  test('a request with a body or a content type always takes the full path', async ({ assert }) => {
    await send('/api/v1/events?limit=4')
    await send('/api/v1/events?limit=4')
    const before = answerReplay.stats().replayed
    const multipart = await send('/api/v1/events?limit=4', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    assert.equal(multipart.status, 415)
    assert.equal(answerReplay.stats().replayed, before)
  })

  test('each request target is its own entry; an unknown parameter reads the same value', async ({
    assert,
  }) => {
    const plain = await fullThenReplayed('/api/v1/events?limit=2')
    const extra = await fullThenReplayed('/api/v1/events?limit=2&utm_source=x')
    assert.equal(plain.replays + extra.replays, 2)
    assert.isTrue(extra.replayed.body.equals(plain.replayed.body))
    assert.equal(extra.replayed.headers.etag, plain.replayed.headers.etag)
  })
})
