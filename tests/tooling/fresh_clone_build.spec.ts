import { test } from '@japa/runner'
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/*
| `npm install && npm start` on a fresh clone: the production build must work
| from the committed files alone (nothing generated, like .adonisjs/ or build/).
| The clone is the repository's files (committed and new, ignored ones left out)
| with the installed node_modules linked in.
*/
const ROOT = fileURLToPath(new URL('../../', import.meta.url))

function copyOfTrackedFiles(): string {
  const clone = mkdtempSync(join(tmpdir(), 'fresh-clone-'))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  for (const file of files.split('\n').filter(Boolean)) {
    if (!existsSync(join(ROOT, file))) continue
    cpSync(join(ROOT, file), join(clone, file), { recursive: true })
  }
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir')
  return clone
}

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
