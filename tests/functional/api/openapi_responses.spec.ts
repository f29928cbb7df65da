import { test } from '@japa/runner'
import { assertDocumentedAnswer } from '#tests/helpers/openapi_responses'

/*
| The suite checks every /api/v1 response against /openapi.json
| (tests/helpers/openapi_responses.ts). These tests feed the check answers
| that break the document, to show it fails on them.
*/
test.group('Every /api/v1 response is checked against /openapi.json', () => {
  test('a body that breaks the operation schema fails the check', async ({ client, assert }) => {
    const response = await client.get('/api/v1/cities')
    const wrong = {
      status: 200,
      headers: response.headers(),
      body: { ...response.body(), total: 'many' },
    }

    await assert.rejects(
      () => assertDocumentedAnswer({ method: 'GET', path: '/api/v1/cities', response: wrong }),
      /Body does not match searchCities 200/
    )
  })

  test('a status the operation does not document fails the check', async ({ client, assert }) => {
    const response = await client.get('/api/v1/partners')
    const teapot = { status: 418, headers: response.headers(), body: response.body() }

    await assert.rejects(
      () => assertDocumentedAnswer({ method: 'GET', path: '/api/v1/partners', response: teapot }),
      /Status 418 of listPartnerDeals is not documented/
    )
  })

  test('an error of a path with no operation must be the Error shape', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/no-such-thing')
    response.assertStatus(404)
    const wrong = { status: 404, headers: response.headers(), body: { message: 'gone' } }

    await assert.rejects(
      () =>
        assertDocumentedAnswer({ method: 'GET', path: '/api/v1/no-such-thing', response: wrong }),
      /Error body does not match Error/
    )
  })

  test('the same answers as received pass', async ({ client, assert }) => {
    const response = await client.get('/api/v1/cities')
    await assert.doesNotReject(() =>
      assertDocumentedAnswer({ method: 'GET', path: '/api/v1/cities', response })
    )
  })
})
