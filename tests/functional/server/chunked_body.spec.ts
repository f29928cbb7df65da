import { test } from '@japa/runner'
import { request } from 'node:http'

/** Sends a JSON body with Transfer-Encoding: chunked (no Content-Length). */
function postChunked(path: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: process.env.HOST,
        port: Number(process.env.PORT),
        path,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept': 'application/json, text/event-stream',
        },
      },
      (incoming) => {
        let text = ''
        incoming.on('data', (chunk) => (text += chunk))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }))
      }
    )
    outgoing.on('error', reject)
    const middle = Math.floor(body.length / 2)
    outgoing.write(body.slice(0, middle))
    outgoing.end(body.slice(middle))
  })
}

test.group('JSON bodies sent in chunks', () => {
  test('are parsed like bodies with a Content-Length', async ({ assert }) => {
    const body = JSON.stringify({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Chunked hello',
      dry_run: true,
    })
    const response = await postChunked('/api/contact', body)

    assert.equal(response.status, 200, response.body)
    assert.deepInclude(JSON.parse(response.body), { success: true, dry_run: true })
  })
})
