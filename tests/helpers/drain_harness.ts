/*
| A server process for the repeated shutdown test: boots the app once (as
| bin/server.ts does) and serves it through the same guarded, tracked Node
| server. Each SIGTERM runs the same drain bin/server.ts runs first on
| SIGTERM (`drainHttpServer`), prints what it saw, then listens again on a
| new port, so twenty rounds cost one boot. SIGINT terminates the app.
| Output: `listening <port>` and `drained <json report>` lines on stdout.
*/
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'
import { createGuardedServer } from '#http/front/response_guard'
import { drainHttpServer } from '#http/bodies/http_drain'

const APP_ROOT = new URL('../../', import.meta.url)

const app = new Ignitor(APP_ROOT, {
  importer: (filePath: string) =>
    filePath.startsWith('./') || filePath.startsWith('../')
      ? import(new URL(filePath, APP_ROOT).href)
      : import(filePath),
}).createApp('web')

app.booting(async () => {
  await import('#start/env')
})
await app.init()
await app.boot()

let handler: ((...args: any[]) => unknown) | undefined
await app.start(async () => {
  const server = await app.container.make('server')
  await server.boot()
  handler = server.handle.bind(server)
})

function listen() {
  const server = createGuardedServer(handler as any)
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)
  })
  return server
}

let current = listen()
process.on('SIGTERM', async () => {
  const report = await drainHttpServer(current)
  console.log(`drained ${JSON.stringify(report)}`)
  current = listen()
})
process.on('SIGINT', async () => {
  await drainHttpServer(current)
  await app.terminate()
})
