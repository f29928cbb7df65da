import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = join(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The project folder, also when running the compiled app from build/:
 * tmp/ (embedded PostgreSQL data, the development APP_KEY) lives there,
 * so a rebuild keeps both.
 */
const projectRoot = HERE.endsWith('/build') ? dirname(HERE) : HERE

export function projectPath(...segments: string[]): string {
  return join(projectRoot, ...segments)
}
