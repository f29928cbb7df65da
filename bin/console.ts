/*
| Ace entrypoint. Commands that touch the database get one prepared first
| (embedded PostgreSQL when DATABASE_URL is not set), stopped when they end.
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { bootDatabase } from '#lib/boot_database'
import { APP_ROOT, IMPORTER } from './app_root.js'

const DATABASE_COMMANDS = /^(migration:|db:|demo:|admin:|idempotency:|repl$)/
const argv = process.argv.splice(2)
const database = DATABASE_COMMANDS.test(argv[0] ?? '') ? await bootDatabase(APP_ROOT, 'app') : null

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .ace()
  .handle(argv)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
  .finally(() => database?.stop())
