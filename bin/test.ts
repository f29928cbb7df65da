/*
| Test runner entrypoint: tests run against a real PostgreSQL, in the
| `<database>_test` database of the configured server or of the embedded one.
*/
process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { bootDatabase } from '#lib/boot_database'
import { APP_ROOT, IMPORTER } from './app_root.js'

/* `node ace test unit` (or tooling) needs no PostgreSQL: those suites touch no database */
const SUITES = ['unit', 'tooling', 'functional', 'browser', 'e2e']
const WITHOUT_DATABASE = ['unit', 'tooling']
const askedSuites = process.argv.slice(2).filter((arg) => SUITES.includes(arg))
const needsDatabase =
  askedSuites.length === 0 || askedSuites.some((suite) => !WITHOUT_DATABASE.includes(suite))
const database = needsDatabase ? await bootDatabase(APP_ROOT, 'test') : null

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.terminating(async () => {
      await database?.stop()
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks: hooksFor, ...config } = await import('../tests/bootstrap.js')
    const runnerHooks = hooksFor(needsDatabase)

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(() => run())
  .catch(async (error) => {
    process.exitCode = 1
    prettyPrintError(error)
    await database?.stop()
  })
