import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { listEvents } from '#services/catalog/event_service'
import { readCache } from '#services/read_cache/catalog_cache'
import { clearRateLimits } from '#services/rate_limit_service'
import { replayedQuestions } from '#a2a/message_replay'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { sendRequest, stableHeaders } from '#tests/helpers/http_answer'

/*
| Questions answered in front of the router: what goes out must be what the
| full path sends for the same question (the request's id, a new message id,
| the caller's context id or a new one), counted by the rate limit, and never
| made from a value that changed. `/a2a?full` reaches the same route but
| never the front (its target is not the endpoint's path).
*/

const post = (body: string, headers: Record<string, string> = {}, path = '/a2a') =>
  sendRequest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

function question(id: number | string, text: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'message/send',
    params: {
      message: {
        kind: 'message',
        role: 'user',
        messageId: `m-${id}`,
        parts: [{ kind: 'text', text }],
        ...extra,
      },
    },
  })
}

async function posted(body: string, headers: Record<string, string> = {}, path = '/a2a') {
  const before = replayedQuestions()
  const answer = await post(body, headers, path)
  return {
    answer,
    inFront: replayedQuestions() - before === 1,
    json: JSON.parse(answer.body.toString()),
  }
}

/** The answer with its per-answer ids blanked out. */
const withoutMessageId = (json: { result: { messageId: string } }) =>
  JSON.stringify({ ...json, result: { ...json.result, messageId: '' } })

test.group('A2A questions answered in front of the router', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    readCache.clear()
  })

  test('a replayed answer is the full answer for its id, a new message id, the same context', async ({
    assert,
  }) => {
    const text = 'what is on in Berlin?'
    const first = await posted(question(1, text, { contextId: 'ctx-replay' }))
    assert.isFalse(first.inFront, 'the first question takes the full path')
    const replay = await posted(question('again', text, { contextId: 'ctx-replay' }))
    assert.isTrue(replay.inFront, 'the same question is answered in front')
    const full = await posted(question('again', text, { contextId: 'ctx-replay' }), {}, '/a2a?full')
    assert.isFalse(full.inFront)
    assert.equal(replay.answer.status, 200)
    assert.equal(withoutMessageId(replay.json), withoutMessageId(full.json))
    assert.equal(replay.json.id, 'again')
    assert.equal(replay.json.result.contextId, 'ctx-replay')
    assert.notEqual(replay.json.result.messageId, full.json.result.messageId)
    assert.notEqual(replay.json.result.messageId, first.json.result.messageId)
    /* the same headers in the same order (names are case-insensitive: Express writes its own capitalised) */
    const lower = (names: string[]) => names.map((name) => name.toLowerCase())
    assert.deepEqual(lower(replay.answer.names), lower(full.answer.names))
    assert.deepEqual(stableHeaders(replay.answer), stableHeaders(full.answer))

    const noContext = await posted(question(3, text))
    assert.isTrue(noContext.inFront, 'the context id is no part of the question')
    assert.match(noContext.json.result.contextId, /^[0-9a-f-]{36}$/)
  })

  test('a committed change is never replayed stale', async ({ assert }) => {
    const { events } = await listEvents({ city: 'berlin', type: 'halloween', limit: 1 })
    const { id, name: original } = events[0]
    const text = 'berlin halloween party'
    await posted(question(1, text))
    const kept = await posted(question(2, text))
    assert.isTrue(kept.inFront)
    try {
      await db.from('events').where('id', id).update({ name: 'Replay freshness check' })
      await changesDelivered()
      const changed = await posted(question(3, text))
      assert.isFalse(changed.inFront)
      assert.include(changed.json.result.parts[0].text, 'Replay freshness check')
    } finally {
      await db.from('events').where('id', id).update({ name: original })
      await changesDelivered()
    }
  })

  test('only plain questions are replayed; the full path still answers the rest', async ({
    assert,
  }) => {
    const text = 'deals for students'
    await posted(question(1, text))
    const again = await posted(question(2, text))
    assert.isTrue(again.inFront)
    const others: [string, string, Record<string, string>][] = [
      ['another question', question(3, 'cities please'), {}],
      ['another protocol version', question(4, text), { 'a2a-version': '1.0' }],
      ['a browser page', question(5, text), { origin: 'http://elsewhere.example' }],
      ['a task id', question(6, text, { taskId: 'some-task' }), {}],
      ['metadata', question(7, text, { metadata: { a: 1 } }), {}],
    ]
    for (const [what, body, headers] of others) {
      const other = await posted(body, headers)
      assert.isFalse(other.inFront, what)
    }
  })
})
