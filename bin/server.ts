/*
| HTTP server entrypoint: prepares the database (embedded PostgreSQL when
| DATABASE_URL is not set), then boots AdonisJS and starts the HTTP server.
| SIGTERM/SIGINT stop it gracefully (app/lib/graceful_shutdown.ts).
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { bootDatabase } from '#lib/boot_database'
import { APP_ROOT, IMPORTER } from './app_root.js'
import { createGuardedServer, frontHandlers, type FrontHandler } from '#lib/response_guard'
import { stopGracefullyOnSignals } from '#lib/graceful_shutdown'

const database = await bootDatabase(APP_ROOT, 'app')

/* Cached public reads are replayed in front of the router (app/services/read_cache/answer_replay.ts) */
let front: FrontHandler | undefined

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.starting(async () => {
      const { answerReplay } = await import('#services/read_cache/catalog_cache')
      const { replayToolCall } = await import('#mcp/http/tool_call_replay')
      const { replayQuestion } = await import('#a2a/message_replay')
      front = frontHandlers(answerReplay.answer, replayToolCall, replayQuestion)
    })
    /* drain HTTP, then terminating hooks and providers (pool), then the embedded PostgreSQL */
    stopGracefullyOnSignals(app, async () => {
      await database?.stop()
    })
  })
  .httpServer()
  .start((handler) => createGuardedServer(handler, front))
  .catch(async (error) => {
    process.exitCode = 1
    prettyPrintError(error)
    await database?.stop()
  })
