/*
| A Chromium for machines that have none: the one inside the
| `@sparticuz/chromium` npm tarball (no download, the binary ships in the
| package). Its few shared libraries (NSS, NSPR, expat) are not on a bare
| machine either: the package carries them too (`al2023.tar.br`), and they
| are unpacked beside the binary and put on the browser's library path.
*/
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

const LIBRARIES = join(tmpdir(), 'npm-chromium-libs')

/** Unpacks the package's shared libraries once; returns their folder. */
function sharedLibraries(binFolder: string) {
  if (!existsSync(join(LIBRARIES, 'lib', 'libnss3.so'))) {
    mkdirSync(LIBRARIES, { recursive: true })
    const tar = brotliDecompressSync(readFileSync(join(binFolder, 'al2023.tar.br')))
    execFileSync('tar', ['-x', '-C', LIBRARIES], { input: tar })
  }
  return join(LIBRARIES, 'lib')
}

/** The npm Chromium's path and the environment it needs. */
export async function npmChromium() {
  const { default: chromium } = await import('@sparticuz/chromium')
  const executablePath = await chromium.executablePath()
  const packageFolder = dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'))
  const libraries = sharedLibraries(join(packageFolder, '..', '..', 'bin'))
  const env = {
    ...process.env,
    LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    FONTCONFIG_PATH: process.env.FONTCONFIG_PATH ?? join(tmpdir(), 'fonts'),
  }
  return { executablePath, env }
}
