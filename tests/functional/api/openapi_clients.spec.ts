import { test } from '@japa/runner'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { validate } from '@readme/openapi-parser'
import { openApiDocument } from '#tests/helpers/openapi'

/*
| What outside clients read in /openapi.json (issue #24, item 7): HEAD
| operations, booleans as the validator takes them, typed `from`/`to`
| branches, calendar paths a segment matcher cannot confuse with getEvent,
| and `info.license`. Each declaration is checked against the server's own
| answers, not only against itself.
*/

type JsonObject = Record<string, any>

const SAMPLE_EVENT = 'berlin-halloween-2026'

function operations(document: JsonObject) {
  return Object.entries<JsonObject>(document.paths).flatMap(([path, item]) =>
    Object.entries<JsonObject>(item).map(([method, operation]) => ({ path, method, operation }))
  )
}

function parameterSchema(document: JsonObject, path: string, name: string): JsonObject {
  return document.paths[path].get.parameters.find((p: JsonObject) => p.name === name).schema
}

/** Every schema node below `schema`, with its place (for messages). */
function* schemaNodes(schema: unknown, at: string): Generator<[string, JsonObject]> {
  if (!schema || typeof schema !== 'object') return
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) yield* schemaNodes(item, `${at}/${index}`)
    return
  }
  yield [at, schema as JsonObject]
  for (const [key, value] of Object.entries(schema)) yield* schemaNodes(value, `${at}/${key}`)
}

/** A branch a generated client can type: it says its type, a value list or a reference. */
const typed = (branch: JsonObject) =>
  'type' in branch ||
  'enum' in branch ||
  'const' in branch ||
  '$ref' in branch ||
  'anyOf' in branch ||
  'oneOf' in branch

/**
 * Which operations a path matcher that compares segment by segment (as
 * Prism does: a template is any text, fixed text around it must match)
 * finds for a URL path; with `patterns`, a template value must also match
 * its parameter's `pattern`.
 */
function matchingOperations(document: JsonObject, urlPath: string, patterns: boolean): string[] {
  const found: string[] = []
  for (const [template, item] of Object.entries<JsonObject>(document.paths)) {
    const parts = template.split('/')
    const segments = urlPath.split('/')
    if (parts.length !== segments.length || !item.get) continue
    const fits = parts.every((part, index) => {
      const names: string[] = []
      const source = part.replace(/\{(\w+)\}|[^{}]+/g, (whole, name) => {
        if (!name) return whole.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(name)
        return '(.+)'
      })
      const match = new RegExp(`^${source}$`).exec(segments[index])
      if (!match) return false
      if (!patterns) return true
      return names.every((name, position) => {
        const parameter = item.get.parameters.find((p: JsonObject) => p.name === name)
        const pattern = parameter?.schema?.pattern
        return !pattern || new RegExp(pattern, 'u').test(decodeURIComponent(match[position + 1]))
      })
    })
    if (fits) found.push(item.get.operationId)
  }
  return found
}

test.group('/openapi.json for generated clients, validators and mock servers', () => {
  test('is valid OpenAPI 3.1 with info.license', async ({ assert }) => {
    const document = await openApiDocument()
    assert.deepEqual(document.info.license, {
      name: 'Proprietary: no licence is granted (package.json: UNLICENSED)',
    })
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0])
    assert.isTrue(result.valid, JSON.stringify(result))
  })

  test('declares HEAD beside every GET, and HEAD answers as declared', async ({
    client,
    assert,
  }) => {
    const document = await openApiDocument()
    const gets = operations(document).filter((entry) => entry.method === 'get')
    const ids = operations(document).map((entry) => entry.operation.operationId)
    assert.lengthOf(new Set(ids), ids.length, 'operationIds are unique')
    for (const { path, operation } of gets) {
      const head = document.paths[path].head
      assert.exists(head, `HEAD ${path}`)
      assert.equal(head.operationId, `${operation.operationId}Head`)
      assert.deepEqual(head.parameters, operation.parameters)
      assert.sameMembers(Object.keys(head.responses), Object.keys(operation.responses))
      for (const response of Object.values<JsonObject>(head.responses)) {
        assert.notProperty(response, 'content', `HEAD ${path} declares no body`)
        assert.notProperty(response, '$ref')
      }
    }

    for (const path of [
      '/api/v1',
      '/api/v1/events',
      `/api/v1/events/${SAMPLE_EVENT}`,
      `/api/v1/events/${SAMPLE_EVENT}.ics`,
      `/api/v1/events/${SAMPLE_EVENT}/calendar.ics`,
      '/api/v1/cities/berlin',
      '/api/v1/pricing',
    ]) {
      const get = await client.get(path)
      const head = await client.head(path)
      assert.equal(head.status(), get.status(), path)
      assert.equal(head.status(), 200, path)
      assert.equal(head.text() ?? '', '', `HEAD ${path} has no body`)
      for (const name of ['etag', 'cache-control', 'content-type', 'x-ratelimit-limit']) {
        assert.equal(head.header(name), get.header(name), `${name} of HEAD ${path}`)
      }
    }
    const missing = await client.head('/api/v1/events/no-such-event')
    assert.equal(missing.status(), 404)
    assert.property(document.paths['/api/v1/events/{id}'].head.responses, '404')
  })

  test('booleans are declared as the values the server takes, no more and no fewer', async ({
    client,
    assert,
  }) => {
    const document = await openApiDocument()
    const declared = parameterSchema(document, '/api/v1/events', 'upcoming')
    const ajv = new Ajv2020({ strict: true })
    const accepts = ajv.compile({ anyOf: declared.anyOf })

    const booleans = operations(document)
      .filter((entry) => entry.method === 'get')
      .flatMap((entry) =>
        (entry.operation.parameters as JsonObject[]).filter((parameter) =>
          parameter.schema.anyOf?.some((branch: JsonObject) => branch.type === 'boolean')
        )
      )
      .map((parameter) => parameter.name)
    assert.includeMembers(booleans, [
      'upcoming',
      'sold_out',
      'early_access_open',
      'waitlist_open',
      'has_code',
    ])
    for (const { operation } of operations(document)) {
      for (const parameter of operation.parameters ?? []) {
        assert.notEqual(parameter.schema.type, 'boolean', `${parameter.name} is not a bare boolean`)
      }
    }

    /* A query string carries text: the raw value is what a validator sees */
    for (const word of ['true', 'false', '1', '0', 'on', 'yes', 'TRUE', 'off', '2']) {
      const response = await client.get('/api/v1/events').qs({ upcoming: word, limit: 1 })
      const serverTakes = response.status() === 200
      assert.equal(accepts(word), serverTakes, `upcoming=${word}: server ${response.status()}`)
      if (!serverTakes) response.assertStatus(400)
    }
    const deals = await client.get('/api/v1/partners').qs({ has_code: '1' })
    deals.assertStatus(200)
    assert.isTrue(deals.body().partners.every((partner: JsonObject) => partner.code !== null))
  })

  test('every branch of an anyOf/oneOf in a parameter has a type (from, to)', async ({
    assert,
  }) => {
    const document = await openApiDocument()
    for (const { path, method, operation } of operations(document)) {
      for (const parameter of operation.parameters ?? []) {
        for (const [at, node] of schemaNodes(
          parameter.schema,
          `${method} ${path} ${parameter.name}`
        )) {
          for (const keyword of ['anyOf', 'oneOf']) {
            for (const branch of (node[keyword] ?? []) as JsonObject[]) {
              assert.isTrue(typed(branch), `${at}/${keyword}: ${JSON.stringify(branch)}`)
            }
          }
        }
      }
    }
    for (const name of ['from', 'to']) {
      assert.deepEqual(parameterSchema(document, '/api/v1/events', name).anyOf, [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ])
    }
  })

  test('the event calendar has a path no segment matcher confuses with getEvent', async ({
    client,
    assert,
  }) => {
    const document = await openApiDocument()
    const ics = `/api/v1/events/${SAMPLE_EVENT}.ics`
    const file = `/api/v1/events/${SAMPLE_EVENT}/calendar.ics`
    const json = `/api/v1/events/${SAMPLE_EVENT}`

    /* segments only (Prism): `{id}.ics` stays ambiguous, the added path is not */
    assert.sameMembers(matchingOperations(document, ics, false), ['getEventCalendar', 'getEvent'])
    assert.deepEqual(matchingOperations(document, file, false), ['getEventCalendarFile'])
    /* with the parameters' patterns: each URL has one operation, the one the server runs */
    assert.deepEqual(matchingOperations(document, ics, true), ['getEventCalendar'])
    assert.deepEqual(matchingOperations(document, json, true), ['getEvent'])
    assert.deepEqual(matchingOperations(document, file, true), ['getEventCalendarFile'])

    const [calendar, sameFile, event] = await Promise.all([
      client.get(ics),
      client.get(file),
      client.get(json),
    ])
    calendar.assertStatus(200)
    sameFile.assertStatus(200)
    event.assertStatus(200)
    assert.match(sameFile.header('content-type') ?? '', /^text\/calendar/)
    assert.equal(sameFile.text(), calendar.text())
    assert.equal(event.body().id, SAMPLE_EVENT)
    const unknown = await client.get('/api/v1/events/no-such-event/calendar.ics')
    unknown.assertStatus(404)
  })
})
