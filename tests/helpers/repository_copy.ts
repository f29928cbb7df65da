import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/*
| A copy of the repository as a fresh clone has it: its files (committed and
| new, ignored ones left out) with the installed node_modules linked in. A
| test changes the copy, never the checkout it runs in.
*/
const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export function copyOfTrackedFiles(prefix = 'fresh-clone-'): string {
  const clone = mkdtempSync(join(tmpdir(), prefix))
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
