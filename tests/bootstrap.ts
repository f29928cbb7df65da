import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAppServer, loadFrontHandlers } from '#server/app_server'
import { openApiResponses } from '#tests/helpers/openapi_responses'
import { validationFlashAssertions } from '#tests/helpers/validation_flash'
import { stopAllProcesses } from '#tests/helpers/processes'
import { closeAllBrowsers } from '#tests/helpers/chromium'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  validationFlashAssertions(),
  shieldApiClient(),
  authApiClient(app),
  openApiResponses(),
]

/**
 * testUtils.db().migrate(), without the migrator's advisory lock: the run's
 * own listeners (read cache, guide publisher) query while it migrates, so the
 * pool hands the unlock to another connection than the lock ("unable to
 * release database lock" on a new database). The test database is this
 * process's alone, so the lock guards nothing here.
 */
async function migrateForTheRun() {
  const flags = ['--compact-output', '--no-schema-generate', '--disable-locks']
  await aceCommand('migration:run', flags)
  return () => aceCommand('migration:reset', flags)
}

async function aceCommand(name: string, args: string[]) {
  const ace = await app.container.make('ace')
  const command = await ace.exec(name, args)
  if (command.exitCode) throw command.error ?? new Error(`"${name}" failed`)
}

/**
 * Once per run: the test database is rolled back to empty and migrated
 * (so every down migration runs too), then the demo data set is seeded.
 * Tests that change data wrap themselves in a global transaction. A run of
 * the unit suite alone touches no database.
 */
export function runnerHooks(needsDatabase: boolean): Required<Pick<Config, 'setup' | 'teardown'>> {
  /* whatever a test started and did not stop (it failed or gave up): never left running */
  const teardown = [stopAllProcesses, closeAllBrowsers]
  if (!needsDatabase) return { setup: [], teardown }
  return {
    setup: [
      migrateForTheRun,
      async () => {
        const { seedDemoData } = await import('#database/demo/demo_seeder')
        await seedDemoData()
      },
    ],
    teardown,
  }
}

/**
 * Per-test state, reset before each test in this one hook: rate-limit
 * counters are forgotten, and a clock a test moved forward (#lib/clock)
 * is back at the real time, with the cached answers read under it dropped.
 */
async function resetPerTestState() {
  const { clearRateLimits } = await import('#services/rate_limit_service')
  await clearRateLimits()
  const { resetClock } = await import('#lib/clock')
  if (resetClock()) {
    const { readCache } = await import('#services/read_cache/catalog_cache')
    readCache.clear()
  }
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    suite.onGroup((group) => group.each.setup(resetPerTestState))
    suite.onTest((test) => test.setup(resetPerTestState))
    return suite.setup(async () => {
      const front = await loadFrontHandlers()
      return testUtils.httpServer().start((handler) => createAppServer(handler, front))
    })
  }
}
