import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import IdempotencyPurge from '../../../commands/idempotency_purge.js'
import {
  CONTACT_IDEMPOTENCY_SCOPE,
  contactRequestHash,
  sendContactMessage,
} from '#services/contact/contact_service'
import { claimIdempotencyKey } from '#services/contact/idempotency_service'
import {
  assertContactError,
  assertContactSuccess,
  contactRowsFor,
  uniqueKey,
  useSmtpSink,
  validMessage,
} from '#tests/helpers/contact_messages'

function keyRow(key: string) {
  return db.from('idempotency_keys').where({ scope: CONTACT_IDEMPOTENCY_SCOPE, key }).first()
}

/** A key row as another app instance (or this one before a restart) left it. */
async function insertKeyRow(key: string, values: Record<string, unknown>) {
  await db.table('idempotency_keys').insert({
    scope: CONTACT_IDEMPOTENCY_SCOPE,
    key,
    state: 'processing',
    created_at: db.raw('now()'),
    expires_at: db.raw(`now() + interval '24 hours'`),
    ...values,
  })
}

const fieldsOf = ({ name, email, message, subject, city, form_type }: Record<string, any>) => ({
  name,
  email,
  message,
  subject,
  city,
  form_type,
})

test.group('POST /api/contact: Idempotency-Key', (group) => {
  const sink = useSmtpSink(group)

  test('a retry with the same key and body replays the answer and sends nothing', async ({
    client,
    assert,
  }) => {
    const key = uniqueKey()
    const body = validMessage()
    const first = await client.post('/api/contact').header('Idempotency-Key', key).json(body)
    const second = await client.post('/api/contact').header('Idempotency-Key', key).json(body)

    first.assertStatus(200)
    first.assertHeader('idempotency-key', key)
    first.assertHeader('idempotent-replayed', 'false')
    second.assertStatus(200)
    second.assertHeader('idempotency-key', key)
    second.assertHeader('idempotent-replayed', 'true')
    assert.deepEqual(second.body(), first.body())
    assertContactSuccess(second.body())
    assert.lengthOf(sink.received, 1)
    assert.lengthOf(await contactRowsFor(body.email), 1)
    const row = await keyRow(key)
    assert.equal(row.state, 'completed')
    assert.equal(row.response_status, 200)
    assert.deepEqual(row.response_body, first.body())
    assert.equal(row.request_hash, contactRequestHash(fieldsOf(body)))
  })

  test('"same body" ignores key order, unknown fields, dry_run=false and surrounding spaces', async ({
    client,
    assert,
  }) => {
    const key = uniqueKey()
    const body = validMessage()
    await client.post('/api/contact').header('Idempotency-Key', key).json(body)
    const reordered = {
      form_type: body.form_type,
      city: ` ${body.city} `,
      subject: body.subject,
      message: body.message,
      email: body.email,
      name: `${body.name}  `,
      dry_run: false,
      tracking: 'ignored',
    }
    const replay = await client.post('/api/contact').header('Idempotency-Key', key).json(reordered)

    replay.assertStatus(200)
    replay.assertHeader('idempotent-replayed', 'true')
    assert.lengthOf(sink.received, 1)
  })

  test('the same key with a different body is a 422', async ({ client, assert }) => {
    const key = uniqueKey()
    const body = validMessage()
    await client.post('/api/contact').header('Idempotency-Key', key).json(body)
    const changed = await client
      .post('/api/contact')
      .header('Idempotency-Key', key)
      .json({ ...body, message: 'A different message' })

    changed.assertStatus(422)
    assertContactError(changed.body(), 'idempotency_key_reused')
    changed.assertHeader('idempotency-key', key)
    assert.lengthOf(sink.received, 1)
  })

  test('a key still being processed (by this or another instance) is a 409', async ({
    client,
    assert,
  }) => {
    const key = uniqueKey()
    const body = validMessage()
    await insertKeyRow(key, { request_hash: contactRequestHash(fieldsOf(body)) })
    const response = await client.post('/api/contact').header('Idempotency-Key', key).json(body)

    response.assertStatus(409)
    assertContactError(response.body(), 'idempotency_key_in_use')
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await contactRowsFor(body.email), 0)
  })

  test('a completed key stored by another instance or before a restart is replayed', async ({
    client,
    assert,
  }) => {
    const key = uniqueKey()
    const body = validMessage()
    const stored = { success: true, dry_run: false, message: 'Stored answer from instance B' }
    await insertKeyRow(key, {
      request_hash: contactRequestHash(fieldsOf(body)),
      state: 'completed',
      response_status: 200,
      response_body: JSON.stringify(stored),
    })
    const response = await client.post('/api/contact').header('Idempotency-Key', key).json(body)

    response.assertStatus(200)
    response.assertHeader('idempotent-replayed', 'true')
    assert.deepEqual(response.body(), stored)
    assert.lengthOf(sink.received, 0)
  })

  test('a stale "processing" key (a crashed request) is taken over', async ({ client, assert }) => {
    const key = uniqueKey()
    const body = validMessage()
    await insertKeyRow(key, {
      request_hash: contactRequestHash(fieldsOf(body)),
      created_at: db.raw(`now() - interval '10 minutes'`),
    })
    const response = await client.post('/api/contact').header('Idempotency-Key', key).json(body)

    response.assertStatus(200)
    response.assertHeader('idempotent-replayed', 'false')
    assert.lengthOf(sink.received, 1)
    const row = await keyRow(key)
    assert.equal(row.state, 'completed')
  })

  test('an expired key counts as new, even with another body', async ({ client, assert }) => {
    const key = uniqueKey()
    const body = validMessage()
    await insertKeyRow(key, {
      request_hash: 'f'.repeat(64),
      state: 'completed',
      response_status: 200,
      response_body: JSON.stringify({ success: true, dry_run: false, message: 'old' }),
      created_at: db.raw(`now() - interval '25 hours'`),
      expires_at: db.raw(`now() - interval '1 hour'`),
    })
    const response = await client.post('/api/contact').header('Idempotency-Key', key).json(body)

    response.assertStatus(200)
    response.assertHeader('idempotent-replayed', 'false')
    assert.lengthOf(sink.received, 1)
    const row = await keyRow(key)
    assert.equal(row.request_hash, contactRequestHash(fieldsOf(body)))
  })

  test('a failed send is not remembered: a retry with the same key sends', async ({
    client,
    assert,
  }) => {
    const key = uniqueKey()
    const body = validMessage()
    sink.behaviour.refuseRecipients = true
    const failed = await client.post('/api/contact').header('Idempotency-Key', key).json(body)
    failed.assertStatus(502)
    assert.isNull(await keyRow(key))

    sink.behaviour.refuseRecipients = false
    const retry = await client.post('/api/contact').header('Idempotency-Key', key).json(body)
    retry.assertStatus(200)
    retry.assertHeader('idempotent-replayed', 'false')
    assert.lengthOf(sink.received, 1)
    const rows = await contactRowsFor(body.email)
    assert.deepEqual(
      rows.map((row) => row.delivery_status),
      ['failed', 'sent']
    )
    assert.deepEqual(
      rows.map((row) => row.idempotency_key),
      [key, key]
    )
  })

  test('not configured (503) is not remembered either', async ({ client, assert }) => {
    const { contactMailConfig } = await import('#services/mail/team_mailer')
    contactMailConfig.host = undefined
    const key = uniqueKey()
    const response = await client
      .post('/api/contact')
      .header('Idempotency-Key', key)
      .json(validMessage())

    response.assertStatus(503)
    assert.isNull(await keyRow(key))
  })

  test('a key over 200 characters, or with control characters, is a 400', async ({
    client,
    assert,
  }) => {
    const tooLong = await client
      .post('/api/contact')
      .header('Idempotency-Key', 'k'.repeat(201))
      .json(validMessage())
    tooLong.assertStatus(400)
    assertContactError(tooLong.body(), 'invalid_idempotency_key')
    assert.isUndefined(tooLong.header('idempotency-key'))

    const longest = uniqueKey()
    const exactly200 = longest + 'k'.repeat(200 - longest.length)
    const ok = await client
      .post('/api/contact')
      .header('Idempotency-Key', exactly200)
      .json(validMessage())
    ok.assertStatus(200)
    ok.assertHeader('idempotency-key', exactly200)

    const viaService = await sendContactMessage(validMessage(), {
      idempotencyKey: 'bad\nkey',
      source: 'mcp',
    })
    assert.deepInclude(viaService, { ok: false, status: 400, code: 'invalid_idempotency_key' })
    assert.lengthOf(sink.received, 1)
  })

  test('a dry run with a key echoes it and leaves no trace', async ({ client, assert }) => {
    const key = uniqueKey()
    const response = await client
      .post('/api/contact')
      .header('Idempotency-Key', key)
      .json(validMessage({ dry_run: true }))

    response.assertStatus(200)
    response.assertHeader('idempotency-key', key)
    assert.isNull(await keyRow(key))
    assert.lengthOf(sink.received, 0)
  })

  test('20 parallel identical requests with one key send exactly one e-mail', async ({
    client,
    assert,
  }) => {
    sink.behaviour.delayMs = 300
    const key = uniqueKey('parallel')
    const body = validMessage()
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/contact').header('Idempotency-Key', key).json(body)
      )
    )
    const outcomes = responses.map((r) =>
      r.status() === 200 ? `200 replayed=${r.header('idempotent-replayed')}` : String(r.status())
    )
    const tally = outcomes.reduce<Record<string, number>>((counts, outcome) => {
      counts[outcome] = (counts[outcome] ?? 0) + 1
      return counts
    }, {})
    console.log(`    parallel outcomes: ${JSON.stringify(tally)}`)

    assert.lengthOf(sink.received, 1)
    assert.equal(tally['200 replayed=false'], 1)
    assert.equal(
      20 - (tally['200 replayed=false'] ?? 0),
      (tally['409'] ?? 0) + (tally['200 replayed=true'] ?? 0)
    )
    assert.lengthOf(await contactRowsFor(body.email), 1)

    const after = await client.post('/api/contact').header('Idempotency-Key', key).json(body)
    after.assertHeader('idempotent-replayed', 'true')
    assert.lengthOf(sink.received, 1)
  })

  test('20 parallel claims of one key through the service: exactly one wins', async ({
    assert,
  }) => {
    const key = uniqueKey('claims')
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        claimIdempotencyKey(CONTACT_IDEMPOTENCY_SCOPE, key, 'a'.repeat(64))
      )
    )
    const kinds = outcomes.map((outcome) => outcome.kind)
    assert.equal(kinds.filter((kind) => kind === 'claimed').length, 1)
    assert.equal(kinds.filter((kind) => kind === 'in_progress').length, 19)
  })
})

test.group('Idempotency keys: purge', (group) => {
  useSmtpSink(group)

  test('each claim purges expired keys, and idempotency:purge removes them all', async ({
    assert,
  }) => {
    const expired = [uniqueKey('expired'), uniqueKey('expired'), uniqueKey('expired')]
    const live = uniqueKey('live')
    for (const key of [...expired, live]) {
      await insertKeyRow(key, {
        request_hash: 'a'.repeat(64),
        expires_at: db.raw(
          expired.includes(key) ? `now() - interval '1 minute'` : `now() + interval '1 hour'`
        ),
      })
    }

    await claimIdempotencyKey(CONTACT_IDEMPOTENCY_SCOPE, uniqueKey('claim'), 'b'.repeat(64))
    for (const key of expired) assert.isNull(await keyRow(key))
    assert.isNotNull(await keyRow(live))

    const more = uniqueKey('expired')
    await insertKeyRow(more, {
      request_hash: 'a'.repeat(64),
      expires_at: db.raw(`now() - interval '1 second'`),
    })
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const command = await ace.create(IdempotencyPurge, [])
    await command.exec()
    command.assertSucceeded()
    command.assertLogMatches(/Deleted \d+ expired idempotency key/)
    assert.isNull(await keyRow(more))
    assert.isNotNull(await keyRow(live))
  })
})
