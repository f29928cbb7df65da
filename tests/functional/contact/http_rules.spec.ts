import { test } from '@japa/runner'
import { appUrl, serviceConfig } from '#config/service'
import { sendContactMessage } from '#services/contact/contact_service'
import { clearRateLimits } from '#services/rate_limit_service'
import {
  assertContactError,
  assertContactSuccess,
  contactRowsFor,
  useSmtpSink,
  validMessage,
} from '#tests/helpers/contact_messages'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

const OTHER_SITE = 'https://evil.example'

test.group('POST /api/contact: browser pages on other sites', (group) => {
  const sink = useSmtpSink(group)

  test('an Origin of another site gets 403 forbidden_origin and nothing is sent', async ({
    client,
    assert,
  }) => {
    const body = validMessage()
    const response = await client.post('/api/contact').header('Origin', OTHER_SITE).json(body)

    response.assertStatus(403)
    assertContactError(response.body(), 'forbidden_origin')
    assert.isUndefined(response.header('access-control-allow-origin'))
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await contactRowsFor(body.email), 0)
  })

  test('Sec-Fetch-Site: cross-site gets 403 even without Origin', async ({ client }) => {
    const response = await client
      .post('/api/contact')
      .header('Sec-Fetch-Site', 'cross-site')
      .json(validMessage())

    response.assertStatus(403)
    assertContactError(response.body(), 'forbidden_origin')
  })

  test('an opaque Origin (null) gets 403', async ({ client }) => {
    const response = await client.post('/api/contact').header('Origin', 'null').json(validMessage())
    response.assertStatus(403)
  })

  test('a page on the service’s own origin may send', async ({ client, assert }) => {
    const response = await client
      .post('/api/contact')
      .header('Origin', appUrl)
      .header('Sec-Fetch-Site', 'same-origin')
      .json(validMessage())

    response.assertStatus(200)
    assert.lengthOf(sink.received, 1)
  })

  test('a server-side caller (no Origin) may send', async ({ client, assert }) => {
    const response = await client.post('/api/contact').json(validMessage())
    response.assertStatus(200)
    assert.lengthOf(sink.received, 1)
  })

  test('a CORS preflight from another site gets no Access-Control-Allow-Origin', async ({
    client,
    assert,
  }) => {
    const response = await client
      .options('/api/contact')
      .header('Origin', OTHER_SITE)
      .header('Access-Control-Request-Method', 'POST')
      .header('Access-Control-Request-Headers', 'content-type, idempotency-key')

    assert.isUndefined(response.header('access-control-allow-origin'))
    assert.isUndefined(response.header('access-control-allow-methods'))
    assert.isBelow(response.status(), 300)
  })
})

test.group('POST /api/contact: methods, bodies, rate limit', (group) => {
  const sink = useSmtpSink(group)

  for (const method of ['get', 'put', 'patch', 'delete'] as const) {
    test(`${method.toUpperCase()} is a 405 with Allow: POST`, async ({ client }) => {
      const response = await client[method]('/api/contact')
      response.assertStatus(405)
      response.assertHeader('allow', 'POST')
      assertContactError(response.body(), 'method_not_allowed')
    })
  }

  test('any other method (e.g. TRACE) is a 405 too', async ({ client }) => {
    const response = await client.request('/api/contact', 'TRACE')
    response.assertStatus(405)
    response.assertHeader('allow', 'POST')
  })

  test('missing and invalid fields are a 400 naming each field and why', async ({
    client,
    assert,
  }) => {
    const response = await client.post('/api/contact').json({
      name: 'n'.repeat(121),
      email: 'not an e-mail',
      subject: 's'.repeat(161),
      city: 42,
      dry_run: 'yes',
    })

    response.assertStatus(400)
    const error = assertContactError(response.body(), 'validation_failed')
    const byField = Object.fromEntries(error.errors!.map((e) => [e.field, e.rule]))
    assert.deepEqual(byField, {
      name: 'maxLength',
      email: 'email',
      message: 'required',
      subject: 'maxLength',
      city: 'string',
      dry_run: 'boolean',
    })
    for (const e of error.errors!) assert.isString(e.message)
    assert.lengthOf(sink.received, 0)
  })

  test('fields at their bounds are accepted; one character more is not', async ({
    client,
    assert,
  }) => {
    const atBounds = validMessage({
      name: 'n'.repeat(120),
      message: 'm'.repeat(6000),
      subject: 's'.repeat(160),
    })
    const labels = `${'d'.repeat(60)}.${'d'.repeat(60)}.`
    const local = 'e'.repeat(200 - '@'.length - labels.length - 'contact-test.example'.length)
    atBounds.email = `${local}@${labels}contact-test.example`
    const ok = await client.post('/api/contact').json(atBounds)
    ok.assertStatus(200)
    assert.lengthOf(sink.received, 1)

    const over = await client
      .post('/api/contact')
      .json(validMessage({ message: 'm'.repeat(6001), dry_run: true }))
    over.assertStatus(400)
    assert.equal(assertContactError(over.body(), 'validation_failed').errors![0].field, 'message')
  })

  test('empty or whitespace-only required fields are a 400', async ({ client, assert }) => {
    const response = await client
      .post('/api/contact')
      .json({ name: '   ', email: 'a@contact-test.example', message: '\n\n' })
    response.assertStatus(400)
    const error = assertContactError(response.body(), 'validation_failed')
    assert.sameMembers(
      error.errors!.map((e) => e.field),
      ['name', 'message']
    )
  })

  test('a body that is not JSON is a 400 invalid_json, never a 500', async ({ client }) => {
    const response = await client
      .post('/api/contact')
      .header('Content-Type', 'application/json')
      .unsafeJson('{"name": "Ada", "email": ')
    response.assertStatus(400)
    assertContactError(response.body(), 'invalid_json')
  })

  test('a JSON scalar or array body is a 400', async ({ client }) => {
    const scalar = await client.post('/api/contact').unsafeJson('"hello"')
    scalar.assertStatus(400)
    assertContactError(scalar.body(), 'invalid_json')

    const array = await client.post('/api/contact').json([validMessage()])
    array.assertStatus(400)
    assertContactError(array.body(), 'validation_failed')
  })

  test('a body without a JSON content type is a 400, not a 500', async () => {
    const response = await fetch(`${TEST_SERVER_URL}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(validMessage()),
    })
    if (response.status !== 400) throw new Error(`expected 400, got ${response.status}`)
    assertContactError(await response.json(), 'validation_failed')
  })

  test('a body over 64 kB is a 413 payload_too_large', async ({ client, assert }) => {
    const response = await client
      .post('/api/contact')
      .json(validMessage({ message: 'x'.repeat(70 * 1024) }))
    response.assertStatus(413)
    assertContactError(response.body(), 'payload_too_large')
    assert.lengthOf(sink.received, 0)
  })

  test('about 20 messages a minute per client, then 429 with an integer Retry-After', async ({
    client,
    assert,
  }) => {
    const saved = serviceConfig.rateLimits.contact
    serviceConfig.rateLimits.contact = 3
    await clearRateLimits()
    try {
      for (let i = 0; i < 3; i++) {
        const ok = await client.post('/api/contact').json(validMessage({ dry_run: true }))
        ok.assertStatus(200)
        ok.assertHeader('x-ratelimit-limit', '3')
      }
      const limited = await client.post('/api/contact').json(validMessage())
      limited.assertStatus(429)
      assertContactError(limited.body(), 'rate_limited')
      assert.match(limited.header('retry-after') ?? '', /^[1-9]\d*$/)
      assert.lengthOf(sink.received, 0)
    } finally {
      serviceConfig.rateLimits.contact = saved
    }
  })
})

test.group('Contact service: the MCP door', (group) => {
  const sink = useSmtpSink(group)

  test('sendContactMessage with source mcp stores and sends like the API', async ({ assert }) => {
    const body = validMessage()
    const result = await sendContactMessage(body, { source: 'mcp' })

    assert.isTrue(result.ok)
    if (result.ok) assertContactSuccess(result.body)
    assert.lengthOf(sink.received, 1)
    assert.deepEqual(sink.received[0].headers.get('x-contact-source'), ['mcp'])
    const [row] = await contactRowsFor(body.email)
    assert.equal(row.source, 'mcp')
  })

  test('a validation failure comes back as a typed result, not an exception', async ({
    assert,
  }) => {
    const result = await sendContactMessage({ name: 'A' }, { source: 'mcp' })
    assert.isFalse(result.ok)
    if (!result.ok) {
      assert.equal(result.status, 400)
      assert.equal(result.code, 'validation_failed')
      assert.sameMembers(
        result.errors!.map((e) => e.field),
        ['email', 'message']
      )
    }
  })
})
