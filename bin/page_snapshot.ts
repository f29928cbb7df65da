/*
| Byte-for-byte check of what a server shows outside, before and after a
| refactoring that must not change it (bin/page_snapshot/capture.ts says what
| is captured and what is normalized):
|
|   node --import=@poppinss/ts-exec bin/page_snapshot.ts capture <base-url> <dir> [email password]
|   node --import=@poppinss/ts-exec bin/page_snapshot.ts compare <dir-before> <dir-after>
|
| Capture against one running server (RATE_LIMIT_SITE and RATE_LIMIT_MCP high
| enough for a few hundred requests) on data that does not change in between;
| `compare` lists the files that differ and exits 1 if any does.
*/
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { capture, differences, type Snapshot } from './page_snapshot/capture.js'

function read(dir: string): Snapshot {
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]))
}

const [command, first, second, email, password] = process.argv.slice(2)

if (command === 'capture' && first && second) {
  const admin = email && password ? { email, password } : undefined
  const snapshot = await capture({ base: first.replace(/\/$/, ''), admin })
  rmSync(second, { recursive: true, force: true })
  mkdirSync(second, { recursive: true })
  for (const [name, text] of snapshot) writeFileSync(join(second, name), text)
  console.log(`${snapshot.size} files written to ${second}`)
} else if (command === 'compare' && first && second) {
  const differing = differences(read(first), read(second))
  for (const name of differing) console.log(`differs: ${name}`)
  console.log(differing.length === 0 ? 'identical' : `${differing.length} files differ`)
  process.exitCode = differing.length === 0 ? 0 : 1
} else {
  console.error(
    'usage: page_snapshot.ts capture <base-url> <dir> [email password] | compare <dir> <dir>'
  )
  process.exitCode = 2
}
