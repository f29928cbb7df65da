/*
| A Chromium for machines that have none: the one inside the
| `@sparticuz/chromium` npm tarball (no download: the binary, its fonts and
| the few shared libraries a bare machine lacks — NSS, NSPR, expat — ship in
| the package). They are unpacked once per package version into
| `<tmpdir>/npm-chromium-<version>` (any TMPDIR), with a fonts.conf that
| names the fonts where they were unpacked: the package's own points at
| /tmp/fonts, which is empty when TMPDIR is elsewhere, and the renderer then
| crashes.
*/
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync } from 'node:zlib'

/** The package's Chromium is a Linux x64 build. */
export const npmChromiumRuns = () => process.platform === 'linux' && process.arch === 'x64'

const PACKAGE = join(dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..')

const unbrotli = (file: string) => brotliDecompressSync(readFileSync(join(PACKAGE, 'bin', file)))

const untar = (file: string, into: string) => {
  mkdirSync(into, { recursive: true })
  execFileSync('tar', ['-x', '-C', into], { input: unbrotli(file) })
}

const fontsConf = (folder: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(folder, 'fonts')}</dir>
  <cachedir>${join(folder, 'fonts-cache')}</cachedir>
</fontconfig>
`

/** Unpacks everything into a fresh folder, then renames it into place (parallel runs race safely). */
function unpack(folder: string) {
  const staging = `${folder}.${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  writeFileSync(join(staging, 'chromium'), unbrotli('chromium.br'), { mode: 0o755 })
  untar('swiftshader.tar.br', staging)
  untar('fonts.tar.br', join(staging, 'fonts'))
  untar('al2023.tar.br', staging)
  mkdirSync(join(staging, 'fontconfig'))
  writeFileSync(join(staging, 'fontconfig', 'fonts.conf'), fontsConf(folder))
  try {
    renameSync(staging, folder)
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    if (!existsSync(join(folder, 'chromium'))) throw error
  }
}

/** The npm Chromium's path and the environment it needs. */
export async function npmChromium() {
  const { version } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'))
  const folder = join(tmpdir(), `npm-chromium-${version}`)
  if (!existsSync(join(folder, 'chromium'))) unpack(folder)
  const env = {
    ...process.env,
    LD_LIBRARY_PATH: [join(folder, 'lib'), folder, process.env.LD_LIBRARY_PATH]
      .filter(Boolean)
      .join(':'),
    FONTCONFIG_PATH: join(folder, 'fontconfig'),
  }
  return { executablePath: join(folder, 'chromium'), env }
}
