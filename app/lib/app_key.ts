import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Outside production a missing APP_KEY is generated once and kept in
 * tmp/app_key (git-ignored), so sessions survive restarts.
 */
export function developmentAppKey(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  const key = randomBytes(32).toString('base64url')
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, key + '\n', { mode: 0o600 })
  return key
}
