import { test } from '@japa/runner'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { startServer, type ServerProcess } from '#tests/helpers/processes'
import { requestsInFlightDuring, summarize } from '#tests/helpers/in_flight'
import { CONTENT_SECURITY_POLICY } from '#http/policies/security_headers'

/*
| One real server process (bin/server.ts) in production mode, shared by the
| group, with its logs (stdout) and its temp directory watched. The last
| test stops it with SIGTERM.
*/

interface LogLine {
  msg: string
  request_id?: string
  method?: string
  route?: string | null
  path?: string
  status?: number
  duration_ms?: number
  [key: string]: unknown
}

function logLines(server: ServerProcess): LogLine[] {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
}

/** Waits until the process has logged the request with this id. */
async function requestLog(server: ServerProcess, id: string): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = logLines(server).filter(
      (line) => line.msg === 'request' && line.request_id === id
    )
    if (found.length) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return []
}

function multipartBody(boundary: string, bytes: number) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n'
    ),
    randomBytes(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
}

/** A chunked POST (no Content-Length) of `body`, answered with its status. */
function postChunked(base: string, path: string, body: string) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    })
    outgoing.on('response', (incoming) => {
      incoming.resume()
      resolve(incoming.statusCode ?? 0)
    })
    outgoing.on('error', reject)
    for (let offset = 0; offset < body.length; offset += 16_384) {
      outgoing.write(body.slice(offset, offset + 16_384))
    }
    outgoing.end()
  })
}

test.group('A server process in production', (group) => {
  let server: ServerProcess
  const temp = mkdtempSync(join(tmpdir(), 'students-uploads-'))

  group.setup(async () => {
    server = await startServer({
      NODE_ENV: 'production',
      APP_KEY: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_API: '100000',
      RATE_LIMIT_CONTACT: '100000',
      TMPDIR: temp,
    })
    return async () => {
      if (server.child.exitCode === null) await server.stop()
      rmSync(temp, { recursive: true, force: true })
    }
  })

  test('HTML and JSON answers carry HSTS and the security headers in production', async ({
    assert,
  }) => {
    for (const path of ['/', '/admin/login', '/no-such-page']) {
      const response = await server.get(path)
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path)
      assert.equal(response.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY)
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
      assert.match(response.headers.get('strict-transport-security') ?? '', /^max-age=\d+/)
    }
    const json = await server.get('/api/v1/cities?limit=1')
    assert.equal(json.headers.get('x-content-type-options'), 'nosniff')
    assert.match(json.headers.get('strict-transport-security') ?? '', /^max-age=\d+/)
    assert.isNull(json.headers.get('content-security-policy'))
  })

  test('one structured log line per request, with its request id; no secrets', async ({
    assert,
  }) => {
    const secrets = ['Bearer s3cret-token-x', 'session=c00kie-value-x', 'hunter2-password-x']
    const traced = await server.get('/api/v1/cities?q=ber', {
      'X-Request-Id': 'trace-42.a',
      'Authorization': secrets[0],
      'Cookie': secrets[1],
    })
    assert.equal(traced.status, 200)
    assert.equal(traced.headers.get('x-request-id'), 'trace-42.a')

    const [line, ...more] = await requestLog(server, 'trace-42.a')
    assert.lengthOf(more, 0)
    assert.include(line, {
      method: 'GET',
      route: '/api/v1/cities',
      path: '/api/v1/cities',
      status: 200,
    })
    assert.isNumber(line.duration_ms)

    /* an unusable id is replaced, and the replacement is echoed and logged */
    const forged = await server.get('/health', {
      'X-Request-Id': `x"}{"level":60 ${'z'.repeat(200)}`,
    })
    const replaced = forged.headers.get('x-request-id')!
    assert.match(replaced, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    assert.lengthOf(await requestLog(server, replaced), 1)

    const contact = await fetch(`${server.base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'contact-1' },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.org',
        message: secrets[2],
        dry_run: true,
      }),
    })
    assert.equal(contact.status, 200)
    const login = await fetch(`${server.base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Request-Id': 'login-1',
      },
      body: new URLSearchParams({ email: 'staff@example.org', password: secrets[2] }).toString(),
    })
    await login.arrayBuffer()
    const [contactLine] = await requestLog(server, 'contact-1')
    assert.include(contactLine, {
      method: 'POST',
      route: '/api/contact',
      status: 200,
    })
    assert.lengthOf(await requestLog(server, 'login-1'), 1)
    for (const secret of [...secrets, 's3cret', 'c00kie', 'hunter2']) {
      assert.notInclude(server.stdout(), secret)
    }
  })

  test('multipart bodies are refused with 415 everywhere, nothing reaches the disk', async ({
    assert,
  }) => {
    /* (the TypeScript loader keeps its compile cache there from the start) */
    const before = readdirSync(temp)
    const boundary = 'x-boundary-42'
    const body = multipartBody(boundary, 1024 * 1024)
    const answers: Record<string, number> = {}
    for (const path of [
      '/api/contact',
      '/a2a',
      '/mcp',
      '/mcp/docs',
      '/admin/login',
      '/api/v1/cities',
      '/nope',
    ]) {
      for (const type of [`multipart/form-data; boundary=${boundary}`, 'multipart/form-data']) {
        const response = await fetch(`${server.base}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': type,
            'Accept': 'application/json, text/event-stream',
          },
          body,
        })
        await response.arrayBuffer()
        answers[`${path} ${type.includes('boundary') ? 'with' : 'without'} boundary`] =
          response.status
      }
    }
    assert.deepEqual([...new Set(Object.values(answers))], [415], JSON.stringify(answers, null, 1))
    assert.deepEqual(readdirSync(temp), before)

    /* a body without Content-Length is bounded too (64 kB of JSON) */
    const status = await postChunked(server.base, '/api/contact', `"${'x'.repeat(200_000)}"`)
    assert.equal(status, 413)
  })

  test('SIGTERM with 20 requests in flight: every one completes, then the app stops in order', async ({
    assert,
  }) => {
    const outcomes = await requestsInFlightDuring(server.port, () => server.child.kill('SIGTERM'))
    assert.equal(summarize(outcomes), '200 x20')
    const { code } = await server.exited
    assert.equal(code, 0)
    const steps = logLines(server)
      .map((line) => line.msg)
      .filter((msg) => msg.startsWith('shutdown:'))
    assert.deepEqual(steps, [
      'shutdown: finishing accepted requests',
      'shutdown: HTTP server drained',
      'shutdown: application terminated, database connections closed',
    ])
  })
})
