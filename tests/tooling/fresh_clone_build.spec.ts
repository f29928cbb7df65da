import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { copyOfTrackedFiles } from '#tests/helpers/repository_copy'

/*
| `npm install && npm start` on a fresh clone: the production build must work
| from the committed files alone (nothing generated, like .adonisjs/ or build/).
*/
test.group('A fresh clone', () => {
  test('builds for npm start from its committed files alone', ({ assert }) => {
    const clone = copyOfTrackedFiles()
    try {
      assert.isFalse(existsSync(join(clone, '.adonisjs')))
      const script = "import('./bin/build_if_needed.js').then((m) => m.buildIfNeeded())"
      const built = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
        cwd: clone,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'development' },
      })
      assert.equal(built.status, 0, `${built.stdout}\n${built.stderr}`)
      assert.isTrue(existsSync(join(clone, 'build/bin/server.js')))
    } finally {
      rmSync(clone, { recursive: true, force: true })
    }
  }).timeout(600_000)
})
