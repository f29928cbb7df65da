/*
| HTTP server entrypoint: prepares the database (embedded PostgreSQL when
| DATABASE_URL is not set), then boots AdonisJS and starts the HTTP server.
| SIGTERM/SIGINT stop it gracefully (app/http/bodies/graceful_shutdown.ts). When it
| cannot start (database unreachable, port taken) it prints one line naming
| the setting to change, stops what it started and exits 1.
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import { bootDatabase } from '#lib/boot_database'
import { StartupFailure } from '#lib/startup_failure'
import { httpPortTakenLine } from './first_run.js'
import { APP_ROOT, IMPORTER } from './app_root.js'
import { createAppServer, loadFrontHandlers } from '#server/app_server'
import type { FrontHandler } from '#http/front/response_guard'
import { stopGracefullyOnSignals } from '#http/bodies/graceful_shutdown'

/** The one line a person reads for a failure they fix with a setting; anything else in full. */
function printStartFailure(error: unknown) {
  const { code } = (error ?? {}) as { code?: string }
  if (error instanceof StartupFailure) console.error(error.message)
  else if (code === 'EADDRINUSE') {
    console.error(
      httpPortTakenLine(process.env.HOST || '0.0.0.0', Number(process.env.PORT || 3333))
    )
  } else prettyPrintError(error)
}

/* an unreachable DATABASE_URL is an outage here, not a setting: serve 503 until it is back */
const database = await bootDatabase(APP_ROOT, 'app', { waitForDatabase: true }).catch((error) => {
  printStartFailure(error)
  process.exit(1)
})
let application: ApplicationService | undefined

/* The front handlers before the router (app/server/app_server.ts), loaded once the app has booted */
let front: FrontHandler

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    application = app
    app.booting(async () => {
      await import('#start/env')
    })
    app.starting(async () => {
      front = await loadFrontHandlers()
    })
    /* tells `npm start` (bin/start.js) where it listens, after its own start-up lines */
    app.booted(async () => {
      const emitter = await app.container.make('emitter')
      emitter.on('http:server_ready', ({ host, port }) => {
        process.send?.({ studentsServerReady: { host, port } })
      })
    })
    /* drain HTTP, then terminating hooks and providers (pool), then the embedded PostgreSQL */
    stopGracefullyOnSignals(app, async () => {
      await database?.stop()
    })
  })
  .httpServer()
  .start((handler) => createAppServer(handler, front))
  .catch(async (error) => {
    printStartFailure(error)
    /* the pool and the change listener would keep the process up: close them, then leave */
    await application?.terminate().catch(() => {})
    await database?.stop()
    process.exit(1)
  })
