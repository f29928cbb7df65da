/*
| `BENCH_ONLY=a2a`: the A2A `message/send` scenarios alone, side by side
| with the bare server, on the demo data (issue #24: ≥ 0.3× the bare
| server). Writes a2a.json and a2a.md to the output folder, with the load
| average before and after: the machine is shared.
*/
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../build_if_needed.js'
import { captureAnswers, compareWithBare } from './dataset.js'
import { startAppServer, startBareServer } from './processes.js'
import { takeSamples } from './scenarios.js'
import type { SideBySide } from './side_by_side.js'
import { settings } from './settings.js'

const load = () => loadavg().map((value) => Math.round(value * 100) / 100)

export interface A2AFigures {
  load_average_before: number[]
  load_average_after: number[]
  side_by_side: SideBySide[]
  skipped: { id: string; label: string; reason: string }[]
}

export async function measureA2AOnly(databaseUrl: string): Promise<A2AFigures> {
  const before = load()
  const app = await startAppServer('a2a', databaseUrl)
  try {
    const samples = await takeSamples(app.base)
    const isA2A = (scenario: { id: string }) => scenario.id.startsWith('a2a')
    const { routes, ready, skipped } = await captureAnswers(app, samples, isA2A)
    const bare = await startBareServer(routes)
    try {
      const rows = await compareWithBare(app, bare.base, ready)
      return {
        load_average_before: before,
        load_average_after: load(),
        side_by_side: rows,
        skipped,
      }
    } finally {
      await bare.stop()
    }
  } finally {
    await app.stop()
  }
}

const ratio = (value: number) => value.toFixed(value < 0.1 ? 3 : 2)

function table(figures: A2AFigures): string[] {
  const lines = [
    '| Request | Status, bytes | App req/s | Bare req/s | App/bare (median of pairs) | Target | App p50 / p99 ms | Pair ratios |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | --- |',
  ]
  for (const row of figures.side_by_side) {
    const target = row.verdict ? `${row.verdict.target} ${row.verdict.pass ? '✅' : '❌'}` : ''
    const flagged = row.unexpected_answers ? ` (${row.unexpected_answers} unexpected answers)` : ''
    lines.push(
      `| ${row.label}${flagged} | ${row.status}, ${row.bytes} | ${row.app_rps} | ${row.bare_rps} | ` +
        `${ratio(row.ratio)} | ${target} | ${row.app_p50_ms ?? '—'} / ${row.app_p99_ms ?? '—'} | ` +
        `${row.ratios.map(ratio).join(', ')} |`
    )
  }
  for (const skipped of figures.skipped)
    lines.push(`| ${skipped.label} | not measured | | | | | | |`)
  return lines
}

export function writeA2AResults(
  context: { generated_at: string; commit: string | null; machine: Record<string, unknown> },
  rows: { cities: number; events: number },
  figures: A2AFigures
) {
  const directory = join(ROOT, settings.output)
  mkdirSync(directory, { recursive: true })
  const all = { ...context, settings: { ...settings }, ...rows, ...figures }
  writeFileSync(join(directory, 'a2a.json'), JSON.stringify(all, null, 2) + '\n')
  const markdown = [
    '# A2A message/send against a bare node:http server',
    '',
    `\`BENCH_ONLY=a2a npm run bench\`, ${context.generated_at}, commit ${context.commit ?? 'unknown'}; ` +
      `demo data (${rows.cities} cities, ${rows.events} events); ${settings.connections} connections, ` +
      `${settings.pairs} pairs of ${settings.seconds} s rounds. Load average (1/5/15 min) before ` +
      `${figures.load_average_before.join(' / ')}, after ${figures.load_average_after.join(' / ')} ` +
      '(the machine is shared: the ratio, not the req/s, is the comparable figure).',
    '',
    ...table(figures),
    '',
  ]
  writeFileSync(join(directory, 'a2a.md'), markdown.join('\n'))
}
