/*
| HTTP server entrypoint: prepares the database (embedded PostgreSQL when
| DATABASE_URL is not set), then boots AdonisJS and starts the HTTP server.
| SIGTERM/SIGINT stop it gracefully (app/http/graceful_shutdown.ts).
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { bootDatabase } from '#lib/boot_database'
import { APP_ROOT, IMPORTER } from './app_root.js'
import { createAppServer, loadFrontHandlers } from '#http/app_server'
import type { FrontHandler } from '#http/response_guard'
import { stopGracefullyOnSignals } from '#http/graceful_shutdown'

const database = await bootDatabase(APP_ROOT, 'app')

/* The front handlers before the router (app/http/app_server.ts), loaded once the app has booted */
let front: FrontHandler

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.starting(async () => {
      front = await loadFrontHandlers()
    })
    /* drain HTTP, then terminating hooks and providers (pool), then the embedded PostgreSQL */
    stopGracefullyOnSignals(app, async () => {
      await database?.stop()
    })
  })
  .httpServer()
  .start((handler) => createAppServer(handler, front))
  .catch(async (error) => {
    process.exitCode = 1
    prettyPrintError(error)
    await database?.stop()
  })
