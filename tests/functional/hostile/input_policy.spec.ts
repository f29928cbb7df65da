import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import City from '#models/city'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { MCP_HEADERS, toolCall } from '#tests/helpers/mcp_client'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { cityForm, postAdminForm } from '#tests/helpers/admin_forms'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| The input policy (docs/hostile-input.md, "Input policy") on every door: NUL characters,
| other control characters, invalid UTF-8 and unpaired surrogates are
| refused in the door's own shape, naming the field, before anything reaches
| PostgreSQL or SMTP. The first cases are the ones that answered 500.
*/

const BASE = TEST_SERVER_URL

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { ...MCP_HEADERS, ...headers },
    body,
  })
  return { status: response.status, body: await response.json() }
}

test.group('Input policy: REST', () => {
  test('a NUL anywhere a string reaches PostgreSQL is a 400 naming the parameter', async ({
    client,
    assert,
  }) => {
    const cases: [string, string, string][] = [
      ['/api/v1/cities?q=%00', 'q', 'searchCities'],
      ['/api/v1/cities?country=%00', 'country', 'searchCities'],
      ['/api/v1/events?city=%00', 'city', 'listEvents'],
      ['/api/v1/cities/%00', 'slug', 'getCityGuide'],
      ['/api/v1/events/a%00b', 'id', 'getEvent'],
      ['/api/v1/pricing?city=ber%00lin', 'city', 'getPricing'],
      ['/api/v1/partners?q=%00', 'q', 'listPartnerDeals'],
    ]
    for (const [path, parameter, operationId] of cases) {
      const response = await client.get(path)
      response.assertStatus(400)
      await assertMatchesOpenApi(response, { operationId, status: 400 })
      assert.equal(response.body().error.code, 'bad_request', path)
      assert.deepEqual(response.body().error.details, [
        { parameter, message: `${parameter} must not contain a NUL character (U+0000)` },
      ])
    }
  })

  test('control characters, invalid UTF-8 and over-long path segments are refused too', async ({
    client,
    assert,
  }) => {
    const cases: [string, string, RegExp][] = [
      ['/api/v1/cities?q=a%01b', 'q', /control characters/],
      ['/api/v1/cities?q=%1B%5B31m', 'q', /control characters/],
      ['/api/v1/cities?q=%FF', 'q', /not valid percent-encoded UTF-8/],
      ['/api/v1/cities?q=%E0%A4%A', 'q', /not valid percent-encoded UTF-8/],
      ['/api/v1/cities/%C0%AF', 'slug', /not valid percent-encoded UTF-8/],
      ['/api/v1/cities/%ED%A0%80', 'slug', /not valid percent-encoded UTF-8/],
      [`/api/v1/events/${'e'.repeat(201)}`, 'id', /at most 200 characters/],
      ['/api/v1/cities?%00=1', '\\u0000', /NUL/],
    ]
    for (const [path, parameter, reason] of cases) {
      const response = await client.get(path)
      response.assertStatus(400)
      const [detail] = response.body().error.details
      assert.equal(detail.parameter, parameter, path)
      assert.match(detail.message, reason, path)
    }
    /* tabs and line breaks are text, not an attack: they only narrow the search */
    const tab = await client.get('/api/v1/cities?q=a%09b%0A')
    tab.assertStatus(200)
  })
})

test.group('Input policy: contact', () => {
  test('a NUL in the name is a 400 validation_failed naming name, also on a dry run', async ({
    assert,
  }) => {
    const email = `nul.${randomUUID()}@contact-test.example`
    for (const dryRun of [true, false]) {
      const { status, body } = await post(
        '/api/contact',
        JSON.stringify({ name: 'Ada\u0000', email, message: 'Hello', dry_run: dryRun })
      )
      assert.equal(status, 400)
      assert.equal(body.code, 'validation_failed')
      assert.deepEqual(body.errors, [
        {
          field: 'name',
          rule: 'nul_character',
          message: 'name must not contain a NUL character (U+0000)',
        },
      ])
    }
    assert.lengthOf(await db.from('contact_messages').where('email', email), 0)
  })

  test('unpaired surrogates and control characters anywhere in the body name their field', async ({
    assert,
  }) => {
    const { status, body } = await post(
      '/api/contact',
      '{"name":"Ada","email":"a@contact-test.example","message":"Hi \\ud800","extra":{"k\\u0007":1}}'
    )
    assert.equal(status, 400)
    assert.sameDeepMembers(
      body.errors.map((error: { field: string; rule: string }) => [error.field, error.rule]),
      [
        ['message', 'invalid_unicode'],
        ['extra.k\\u0007', 'control_character'],
      ]
    )
  })
})

test.group('Input policy: MCP and A2A', () => {
  test('MCP: a NUL in a tool argument is -32602 naming the argument, in its batch slot', async ({
    assert,
  }) => {
    for (const [tool, args] of [
      ['search_cities', { q: 'a\u0000' }],
      ['get_city_guide', { city: '\u0000' }],
      ['list_events', { city: 'x\u0000' }],
      ['get_event', { id: 'a\u0000b' }],
    ] as const) {
      const { status, body } = await post('/mcp', JSON.stringify(toolCall(7, tool, args)))
      assert.equal(status, 200)
      assert.equal(body.id, 7)
      assert.equal(body.error.code, -32602, tool)
      assert.equal(body.error.data.errors[0].field, `params.arguments.${Object.keys(args)[0]}`)
    }
    const batch = await post(
      '/mcp',
      JSON.stringify([toolCall(1, 'search_cities', { q: '\u0000' }), toolCall(2, 'get_pricing')])
    )
    assert.equal(batch.status, 200)
    const byId = Object.fromEntries(batch.body.map((answer: { id: number }) => [answer.id, answer]))
    assert.equal(byId[1].error.code, -32602)
    assert.isObject(byId[2].result)

    const docs = await post(
      '/mcp/docs',
      JSON.stringify(toolCall(3, 'search_docs', { query: 'visa\u0000' }))
    )
    assert.equal(docs.body.error.code, -32602)
  })

  test('A2A: a NUL in the message text is a JSON-RPC -32602 naming the part', async ({
    assert,
  }) => {
    const { status, body } = await post(
      '/a2a',
      JSON.stringify({
        jsonrpc: '2.0',
        id: 'q1',
        method: 'message/send',
        params: {
          message: {
            kind: 'message',
            role: 'user',
            messageId: 'm1',
            parts: [{ kind: 'text', text: 'events in ber\u0000lin' }],
          },
        },
      })
    )
    assert.equal(status, 200)
    assert.equal(body.id, 'q1')
    assert.equal(body.error.code, -32602)
    assert.equal(body.error.data.errors[0].field, 'params.message.parts.0.text')
  })

  test("A2A over HTTP+JSON: a NUL in the text is a 400 in that binding's error shape", async ({
    assert,
  }) => {
    const { status, body } = await post(
      '/a2a/rest/message:send',
      JSON.stringify({
        message: { role: 'ROLE_USER', messageId: 'm2', parts: [{ text: 'deals\u0000' }] },
      }),
      { 'content-type': 'application/a2a+json', 'a2a-version': '1.0' }
    )
    assert.equal(status, 400)
    assert.deepInclude(body.error, { code: 400, status: 'INVALID_ARGUMENT' })
    assert.equal(body.error.details[0].field, 'message.parts.0.text')
  })
})

test.group('Input policy: pages for people', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a refused filter is left out with a notice; a refused path is the friendly 404', async ({
    client,
    assert,
  }) => {
    for (const path of ['/deals?q=%00', '/deals?category=%FF', '/deals?category=unknown']) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.include(response.text(), 'We could not use a filter you sent', path)
    }
    for (const path of ['/cities/%00', '/events/a%00b', '/docs/%FF', '/halloween/%01']) {
      const response = await client.get(path)
      response.assertStatus(404)
      assert.include(response.text(), 'We could not find that page', path)
    }
  })

  test('admin: a NUL in a form field is reported next to that field, nothing is saved', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = cityForm({ name: 'Nul\u0000ville', costs: [{ label: 'Ro\u0000om', value: '1' }] })
    const response = await postAdminForm(client, staff, '/admin/cities', form)
      .header('referer', '/admin/cities/new')
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/cities/new')
    response.assertValidationError(
      'name',
      'Remove the invisible control characters (NUL) from this field'
    )
    response.assertValidationError(
      'costs.0.label',
      'Remove the invisible control characters (NUL) from this field'
    )
    assert.lengthOf(await City.query().where('slug', form.slug), 0)

    /* lists ignore a refused search instead of failing */
    for (const path of [
      '/admin/cities?q=%00',
      '/admin/waitlists?filter=%00',
      '/admin/messages?q=%FF',
    ]) {
      const list = await client.get(path).loginAs(staff)
      list.assertStatus(200)
    }
  })
})
