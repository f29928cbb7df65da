import { test } from '@japa/runner'
import { MCP_HEADERS } from '#tests/helpers/mcp_client'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| Request bodies (docs/hostile-input.md, "Request bodies"): read only where a route takes
| one, at most 64 kB and 32 levels of nesting, UTF-8; failures in each
| door's shape: contact 400 invalid_json, JSON-RPC -32700 / -32600, 413.
*/

const BASE = TEST_SERVER_URL
const JSON_DOORS = ['/api/contact', '/mcp', '/mcp/docs', '/a2a']

async function post(
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {}
) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { ...MCP_HEADERS, ...headers },
    body,
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) }
}

test.group('Request bodies', () => {
  test('20,000 levels of nesting are refused as unparseable, never a 500', async ({ assert }) => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`
    for (const path of JSON_DOORS) {
      const { status, body } = await post(path, deep)
      assert.equal(status, 400, path)
      if (path === '/api/contact') assert.equal(body.code, 'invalid_json')
      else assert.equal(body.error.code, -32700, path)
    }
    /* 32 levels are fine: the door then judges the content */
    const allowed = `{"name":${'['.repeat(31)}${']'.repeat(31)}}`
    const contact = await post('/api/contact', allowed)
    assert.equal(contact.body.code, 'validation_failed')
  })

  test('JSON-RPC: a body that is not JSON is -32700, an empty batch one -32600', async ({
    assert,
  }) => {
    for (const path of ['/mcp', '/mcp/docs', '/a2a']) {
      const notJson = await post(path, 'not json')
      assert.equal(notJson.status, 400, path)
      assert.deepEqual(notJson.body.error.code, -32700, path)
      assert.isNull(notJson.body.id)

      const empty = await post(path, '[]')
      assert.isNotArray(empty.body, path)
      assert.equal(empty.body.error.code, -32600, path)
      assert.isNull(empty.body.id)

      const scalar = await post(path, '42')
      assert.equal(scalar.body.error.code, -32600, path)
    }
  })

  test('bodies that are not UTF-8 or over 64 kB are refused in each door shape', async ({
    assert,
  }) => {
    const latin1 = Buffer.from('{"name":"M\xfcller","email":"a@b.example","message":"x"}', 'latin1')
    const contact = await post('/api/contact', latin1)
    assert.equal(contact.status, 400)
    assert.equal(contact.body.code, 'invalid_json')
    const mcp = await post('/mcp', latin1)
    assert.equal(mcp.body.error.code, -32700)

    const large = JSON.stringify({ message: 'x'.repeat(70 * 1024) })
    for (const path of JSON_DOORS) {
      const { status, body } = await post(path, large)
      assert.equal(status, 413, path)
      if (path === '/api/contact') assert.equal(body.code, 'payload_too_large')
      else assert.equal(body.error.code, -32600, path)
    }
  })

  test('multipart is refused with 415 on every route, before routing', async ({ assert }) => {
    const form = new FormData()
    form.append('file', new Blob(['x'.repeat(1000)]), 'x.txt')
    for (const path of [...JSON_DOORS, '/api/v1/cities', '/admin/login', '/no-such-path']) {
      const response = await fetch(`${BASE}${path}`, { method: 'POST', body: form })
      assert.equal(response.status, 415, path)
      await response.arrayBuffer()
    }
    const contact = await fetch(`${BASE}/api/contact`, { method: 'POST', body: form })
    assert.deepInclude(await contact.json(), { code: 'unsupported_media_type' })
  })
})
