/* axe-core (from npm), its source injected into the page under test. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[] }[]
}

/** Serious and critical violations of the page as it is now. */
export function seriousViolations(page: Page): Promise<string[]> {
  return violations(page, ['serious', 'critical'])
}

/** Every violation of the page as it is now, minor ones included. */
export function allViolations(page: Page): Promise<string[]> {
  return violations(page, ['minor', 'moderate', 'serious', 'critical'])
}

async function violations(page: Page, impacts: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const found: Violation[] = await page.evaluate(async () => {
    const axe = (window as any).axe
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations
  })
  return found
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`
    )
}
