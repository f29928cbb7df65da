/*
| The baseline of `npm run bench`: a bare node:http server in its own process
| that answers each benchmarked request with the bytes the app answered it
| once (status, headers, body). It gets its port and routes over IPC and
| replies `ready` when it listens.
*/
import http from 'node:http'
import { replayedHeaders, routeKey, type BareRoute } from './routes.js'

interface Prepared {
  status: number
  headers: [string, string][]
  body: Buffer
}

function prepare(route: BareRoute): Prepared {
  const body = Buffer.from(route.body, 'base64')
  const headers = replayedHeaders(route)
  if (route.status !== 304 && route.status !== 204) {
    headers.push(['content-length', String(body.length)])
  }
  return { status: route.status, headers, body }
}

function serve(port: number, routes: BareRoute[]) {
  const table = new Map(routes.map((route) => [route.key, prepare(route)]))
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const { method = 'GET', url = '/', headers } = request
      const key = routeKey(method, url, headers['if-none-match'], Buffer.concat(chunks))
      const answer = table.get(key)
      if (!answer) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not captured')
        return
      }
      response.writeHead(answer.status, answer.headers.flat())
      response.end(answer.body)
    })
  })
  server.listen(port, '127.0.0.1', () => process.send?.('ready'))
}

process.once('message', (message: { port: number; routes: BareRoute[] }) => {
  serve(message.port, message.routes)
})
