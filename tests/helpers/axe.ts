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
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const violations: Violation[] = await page.evaluate(async () => {
    const axe = (window as any).axe
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`
    )
}
