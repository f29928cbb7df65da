/*
| Ace entrypoint. Commands that touch the database get one prepared first
| (embedded PostgreSQL when DATABASE_URL is not set, the same one `npm start`
| uses), stopped when they end. A database that cannot be reached is one line
| naming the setting to change, and exit code 1.
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { bootDatabase } from '#lib/boot_database'
import { StartupFailure } from '#lib/startup_failure'
import { APP_ROOT, IMPORTER } from './app_root.js'

const DATABASE_COMMANDS = /^(migration:|db:|demo:|admin:|idempotency:|repl$)/
const argv = process.argv.splice(2)
const database = DATABASE_COMMANDS.test(argv[0] ?? '')
  ? await bootDatabase(APP_ROOT, 'app').catch((error) => {
      if (!(error instanceof StartupFailure)) throw error
      console.error(error.message)
      process.exit(1)
    })
  : null

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
  .finally(async () => {
    await database?.stop()
    /* the embedded cluster's exit hook would end the process with 0 once idle */
    if (database && process.exitCode) process.exit(process.exitCode)
  })
