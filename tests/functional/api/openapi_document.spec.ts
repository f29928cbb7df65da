import { test } from '@japa/runner'
import { startServer, type ServerProcess } from '#tests/helpers/processes'
import { validate } from '@readme/openapi-parser'
import router from '@adonisjs/core/services/router'
import { REST_OPERATIONS, routePattern } from '#services/openapi/operations'
import { assertMatchesOpenApi, openApiDocument } from '#tests/helpers/openapi'

const CONTRACT_OPERATIONS = [
  'getApiIndex',
  'searchCities',
  'getCityGuide',
  'listEvents',
  'getEvent',
  'listPartnerDeals',
  'getPricing',
]

/** Additions in v1 (issue #14): calendars and the change feed. */
/** getEventCalendarFile: the event calendar at a path no matcher confuses with getEvent (issue #24). */
const ADDED_OPERATIONS = [
  'getEventsCalendar',
  'getEventCalendar',
  'getEventCalendarFile',
  'listChanges',
]

test.group('GET /openapi.json', () => {
  test('is a valid OpenAPI 3.1 document', async ({ client, assert }) => {
    const response = await client.get('/openapi.json')

    response.assertStatus(200)
    const document = response.body()
    assert.equal(document.openapi, '3.1.0')
    const result = await validate(structuredClone(document))
    assert.isTrue(result.valid, JSON.stringify(result))
  })

  test('describes every operation of the contract and sendMessage, by operationId', async ({
    assert,
  }) => {
    const document = await openApiDocument()
    const operations = Object.entries(document.paths).flatMap(([path, item]: [string, any]) =>
      Object.entries(item).map(([method, operation]: [string, any]) => ({
        path,
        method,
        operationId: operation.operationId,
      }))
    )

    assert.sameDeepMembers(
      operations.filter((operation) => operation.method === 'get').map((o) => o.operationId),
      [...CONTRACT_OPERATIONS, ...ADDED_OPERATIONS]
    )
    assert.deepInclude(operations, {
      path: '/api/contact',
      method: 'post',
      operationId: 'sendMessage',
    })
  })

  test('each operation is a registered GET route, and each /api/v1 GET route an operation', async ({
    assert,
  }) => {
    const document = await openApiDocument()
    const getPatterns = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.methods.includes('GET') && route.pattern.startsWith('/api/v1'))
      .map((route) => route.pattern)
      .filter((pattern) => pattern !== '/api/v1/*')

    assert.sameMembers(
      getPatterns,
      REST_OPERATIONS.map((operation) => routePattern(operation.path))
    )
    for (const operation of REST_OPERATIONS) {
      assert.equal(document.paths[operation.path].get.operationId, operation.operationId)
    }
  })

  test('query parameters come from the VineJS schemas, with bounds and defaults', async ({
    assert,
  }) => {
    const document = await openApiDocument()
    const parameters = (path: string) =>
      Object.fromEntries(
        document.paths[path].get.parameters.map((parameter: any) => [parameter.name, parameter])
      )

    const cities = parameters('/api/v1/cities')
    assert.sameMembers(Object.keys(cities), ['q', 'country', 'limit', 'cursor', 'updated_since'])
    assert.deepInclude(cities.limit.schema, { minimum: 1, maximum: 100, default: 100 })

    const events = parameters('/api/v1/events')
    assert.sameMembers(Object.keys(events), [
      'city',
      'country',
      'type',
      'upcoming',
      'limit',
      'cursor',
      'from',
      'to',
      'sort',
      'updated_since',
      'sold_out',
      'ticket_status',
      'early_access_open',
      'waitlist_open',
      'q',
    ])
    assert.deepEqual(events.from.schema.anyOf, [
      { type: 'string', format: 'date' },
      { type: 'string', format: 'date-time' },
    ])
    assert.deepInclude(events.updated_since.schema, { format: 'date-time' })
    assert.deepInclude(events.sort.schema, { enum: ['start', '-start'], default: 'start' })
    assert.sameMembers(
      Object.keys(parameters('/api/v1/events.ics')),
      Object.keys(events),
      'the calendar feed takes the parameters of listEvents'
    )
    assert.sameMembers(Object.keys(parameters('/api/v1/changes')), ['since', 'limit'])
    assert.deepInclude(events.limit.schema, { minimum: 1, maximum: 200, default: 200 })
    assert.deepInclude(events.upcoming.schema, {
      anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false', '1', '0', 'on'] }],
      default: true,
    })
    assert.sameMembers(events.type.schema.enum, [
      'all',
      'halloween',
      'welcome_festival',
      'semester_kickoff',
      'orientation_week',
    ])

    assert.sameMembers(Object.keys(parameters('/api/v1/partners')), [
      'category',
      'q',
      'has_code',
      'updated_since',
    ])
    assert.sameMembers(Object.keys(parameters('/api/v1/pricing')), ['city'])
    assert.deepEqual(
      document.paths['/api/v1/cities/{slug}'].get.parameters.map((p: any) => [p.name, p.in]),
      [['slug', 'path']]
    )
  })

  test('documents headers, error bodies and the contact request body', async ({ assert }) => {
    const document = await openApiDocument()
    const cities = document.paths['/api/v1/cities'].get.responses

    assert.includeMembers(Object.keys(cities[200].headers), [
      'RateLimit',
      'RateLimit-Policy',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'API-Version',
      'Cache-Control',
      'ETag',
    ])
    assert.includeMembers(Object.keys(cities), ['200', '304', '400', '405', '429', '500'])
    assert.includeMembers(Object.keys(document.paths['/api/v1/events/{id}'].get.responses), ['404'])
    assert.includeMembers(Object.keys(document.paths['/api/v1/changes'].get.responses), ['410'])
    const calendar = document.paths['/api/v1/events/{id}.ics'].get.responses[200].content
    assert.sameMembers(Object.keys(calendar), ['text/calendar'])
    assert.includeMembers(Object.keys(document.components.responses.RateLimited.headers), [
      'Retry-After',
      'RateLimit',
    ])
    assert.deepEqual(document.components.schemas.Error.properties.error.properties.code.enum, [
      'bad_request',
      'not_found',
      'method_not_allowed',
      'resync_required',
      'unsupported_media_type',
      'rate_limited',
      'internal_error',
      'service_unavailable',
    ])

    const contact = document.components.schemas.ContactMessage
    assert.sameMembers(contact.required, ['name', 'email', 'message'])
    assert.equal(contact.properties.message.maxLength, 6000)
    /* strict: only JSON true/false (a boolean as it is, no 1/0 or words) */
    assert.deepEqual(contact.properties.dry_run.type, 'boolean')
  })

  test('the description records the decisions clients depend on', async ({ assert }) => {
    const document = await openApiDocument()
    const description: string = document.info.description

    for (const phrase of [
      'start` plus 6 hours',
      '`opens_soon` becomes `on_sale`',
      'UTC offset',
      'not paginated',
      '/deals?category=',
      'Deprecation: @<unix seconds>',
      'If-None-Match',
      'Authorization',
      'neighbourhoods',
      '`details`',
    ]) {
      assert.include(description, phrase)
    }
  })

  test('is itself cacheable and readable from any origin', async ({ client, assert }) => {
    const response = await client.get('/openapi.json')

    assert.equal(response.header('access-control-allow-origin'), '*')
    assert.match(response.header('cache-control') ?? '', /max-age=60/)
    const again = await client
      .get('/openapi.json')
      .header('If-None-Match', response.header('etag') ?? '')
    again.assertStatus(304)
  })

  test('sendMessage answers as the document describes it', async ({ client, assert }) => {
    const dryRun = await client.post('/api/contact').json({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Hello from the OpenAPI test',
      dry_run: true,
    })
    dryRun.assertStatus(200)
    await assertMatchesOpenApi(dryRun, { operationId: 'sendMessage' })
    assert.isTrue(dryRun.body().dry_run)

    const invalid = await client.post('/api/contact').json({ name: '', email: 'nope' })
    invalid.assertStatus(400)
    await assertMatchesOpenApi(invalid, { operationId: 'sendMessage', status: 400 })

    const wrongMethod = await client.put('/api/contact').json({})
    wrongMethod.assertStatus(405)
    await assertMatchesOpenApi(wrongMethod, { operationId: 'sendMessage', status: 405 })
  })

  test('the test helper rejects a body that does not match', async ({ assert }) => {
    await assert.rejects(
      () =>
        assertMatchesOpenApi(
          {
            status: 200,
            headers: {
              'content-type': 'application/json',
              'api-version': '1',
              'ratelimit': 'limit=1, remaining=0, reset=1',
              'ratelimit-policy': '1;w=60',
              'x-ratelimit-limit': '1',
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': '1',
              'cache-control': 'public',
              'etag': '"x"',
              'access-control-allow-origin': '*',
            },
            body: { total: 1, cities: [{ slug: 'x' }], next_cursor: null },
          },
          { operationId: 'searchCities' }
        ),
      /Body does not match searchCities/
    )
    await assert.rejects(
      () =>
        assertMatchesOpenApi(
          { status: 200, headers: { 'content-type': 'application/json' }, body: {} },
          { operationId: 'getPricing' }
        ),
      /Missing header/
    )
  })
})

test.group('OpenAPI document in a fresh server process', (group) => {
  let server: ServerProcess
  group.setup(async () => {
    server = await startServer()
    return async () => {
      await server.stop()
    }
  })

  test('publishes the A2A data part (A2AAnswerData) on its first request', async ({ assert }) => {
    const response = await server.get('/openapi.json')
    assert.equal(response.status, 200)
    const document = await response.json()
    const schemas = document.components.schemas
    for (const name of ['A2AAnswerData', 'A2ADateRange', 'A2AContact', 'A2ASkillSummary']) {
      assert.property(schemas, name)
    }
    const intents = (schemas.A2AAnswerData.oneOf ?? schemas.A2AAnswerData.anyOf).map(
      (variant: { properties: { intent: { const: string } } }) => variant.properties.intent.const
    )
    assert.includeMembers(intents, ['unknown_place', 'ticket_prices', 'help'])
    const variant = (schemas.A2AAnswerData.oneOf ?? schemas.A2AAnswerData.anyOf)[0]
    assert.includeMembers(Object.keys(variant.properties), ['unmatched', 'unknown_type', 'query'])
  })
})
