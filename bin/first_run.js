/*
| What `npm start` tells the person who started it, and the HTTP port's
| start-up failure (plain JS: bin/start.js runs it before anything is
| compiled; adonisrc.ts copies it into build/ for bin/server.ts). The
| database's failures are in app/lib/startup_failure.ts.
*/
import { createServer } from 'node:net'

export function httpPortTakenLine(host, port) {
  return (
    `Port ${port} (on ${host}) is already in use by another program: ` +
    `stop that program, or set PORT to a free port (e.g. PORT=${port + 1} npm start).`
  )
}

/** True when HOST:PORT can be listened on right now. */
export function httpPortIsFree(host, port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

/** The address a person opens for a server listening on host:port. */
function localBase(host, port) {
  const wildcard = ['0.0.0.0', '::', ''].includes(host)
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

/** The block that ends `npm start`'s start-up: where to go, and the first thing to do. */
export function readyBlock(host, port) {
  const base = localBase(host, port)
  return [
    '',
    'The student events and deals service is running:',
    `  Site          ${base}/`,
    `  Admin panel   ${base}/admin`,
    `  API           ${base}/api/v1   (OpenAPI: ${base}/openapi.json)`,
    'Create the first staff account (in another terminal, in this folder):',
    '  node ace admin:create',
    'Stop with Ctrl+C.',
    '',
  ].join('\n')
}
