/*
| Tools that no test uses stay out of the default install: the script that
| needs one installs it from the npm registry on first use, into
| tmp/tools/<name> (`npm install --prefix`), and imports it from there. A
| later run finds it installed; `rm -rf tmp/tools` forgets it.
*/
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from './build_if_needed.js'

/**
 * Imports `entry` (an ES module's text that imports the packages) after
 * installing `packages` (npm specs) once into tmp/tools/<name>.
 */
export async function importOnDemand<T>(name: string, packages: string[], entry: string) {
  const folder = join(ROOT, 'tmp', 'tools', name)
  const stamp = join(folder, `installed-${packages.join('+').replaceAll('/', '_')}`)
  if (!existsSync(stamp)) {
    mkdirSync(folder, { recursive: true })
    console.log(`Installing ${packages.join(', ')} into tmp/tools/${name} (once) ...`)
    execFileSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund', ...packages], {
      stdio: 'inherit',
    })
    writeFileSync(stamp, '')
  }
  const module = join(folder, 'entry.mjs')
  writeFileSync(module, entry)
  return (await import(pathToFileURL(module).href)) as T
}
