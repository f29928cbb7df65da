import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/service'
import { middleware } from '#start/kernel'
import { CatalogFailureError, notFound } from '#exceptions/catalog_failures'
import { REST_OPERATIONS } from '#services/openapi/operations'

/*
| Nothing is deprecated today, so these routes exist only in this test run.
| They are registered when the file loads, before the suite starts the HTTP
| server (which commits the route table).
*/
router
  .get('/api/v0/deprecated-example', () => ({ ok: true }))
  .use(
    middleware.deprecated({
      since: '2026-01-01T00:00:00Z',
      sunset: new Date('2027-06-30T00:00:00Z'),
      link: '/docs/changes#v0',
    })
  )
  .as('api.deprecated_example')
router
  .get('/api/v0/deprecated-without-sunset', () => ({ ok: true }))
  .use(middleware.deprecated({ since: new Date(0), link: 'https://example.org/notice' }))
  .as('api.deprecated_without_sunset')
router
  .get('/api/v0/deprecated-failing', () => {
    throw new CatalogFailureError(notFound('Gone elsewhere', 'event'))
  })
  .use(middleware.deprecated({ since: '2026-01-01T00:00:00Z', link: '/docs/changes' }))
  .as('api.deprecated_failing')

test.group('Deprecated routes (RFC 9745, RFC 8594)', () => {
  test('answer Deprecation, Sunset and a Link to the notice', async ({ client, assert }) => {
    const response = await client.get('/api/v0/deprecated-example')

    response.assertStatus(200)
    assert.deepEqual(response.body(), { ok: true })
    assert.equal(response.header('deprecation'), '@1767225600')
    assert.equal(response.header('sunset'), 'Wed, 30 Jun 2027 00:00:00 GMT')
    assert.equal(
      response.header('link'),
      `<${appUrl}/docs/changes#v0>; rel="deprecation"; type="text/html"`
    )
  })

  test('without a removal date there is no Sunset', async ({ client, assert }) => {
    const response = await client.get('/api/v0/deprecated-without-sunset')

    assert.equal(response.header('deprecation'), '@0')
    assert.isUndefined(response.header('sunset'))
    assert.equal(
      response.header('link'),
      '<https://example.org/notice>; rel="deprecation"; type="text/html"'
    )
  })

  test('errors of a deprecated route carry the headers too', async ({ client, assert }) => {
    const response = await client.get('/api/v0/deprecated-failing')

    response.assertStatus(404)
    assert.equal(response.body().error.code, 'not_found')
    assert.equal(response.header('deprecation'), '@1767225600')
  })

  test('nothing in v1 is deprecated today', async ({ client, assert }) => {
    for (const operation of REST_OPERATIONS) {
      const response = await client.get(operation.path.replace(/\{\w+\}/, 'x'))
      assert.isUndefined(response.header('deprecation'), operation.operationId)
      assert.isUndefined(response.header('sunset'), operation.operationId)
    }
  })
})
