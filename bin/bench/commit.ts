/* The commit a bench result describes (short hash of HEAD), stated in every results file. */
import { execFileSync } from 'node:child_process'
import { ROOT } from '../build_if_needed.js'

export function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim()
  } catch {
    return null
  }
}
