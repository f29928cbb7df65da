import { test } from '@japa/runner'
import type { AddressInfo } from 'node:net'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { guardResponses } from '#http/front/response_guard'

/** A handler that fails the way AdonisJS did: writeHead throws inside an async chain. */
async function invalidHeader(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/ok') return res.end('fine')
  await Promise.resolve()
  res.writeHead(200, { 'content-disposition': 'attachment; filename="€.csv"' })
  res.end('never')
}

test.group('Response guard', () => {
  test('an answer that cannot be written is logged, answered 500, and the server goes on', async ({
    assert,
  }) => {
    const logged: string[] = []
    const server = createServer(
      guardResponses(invalidHeader, (error, req) => logged.push(`${req.url} ${String(error)}`))
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const failed = await fetch(`${base}/crash`)
      assert.equal(failed.status, 500)
      const body = (await failed.json()) as { error: { code: string } }
      assert.equal(body.error.code, 'internal_error')
      assert.lengthOf(logged, 1)
      assert.include(logged[0], 'ERR_INVALID_CHAR')

      const next = await fetch(`${base}/ok`)
      assert.equal(await next.text(), 'fine')
    } finally {
      server.close()
    }
  })
})
