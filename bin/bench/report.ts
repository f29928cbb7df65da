/*
| The results of a run: results.json (everything) and results.md (the
| tables the README links), each figure next to its target from issue #10.
*/
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DatasetResult } from './dataset.js'
import type { Verdict } from './settings.js'

export interface BenchResults {
  generated_at: string
  commit: string | null
  machine: {
    cpu: string
    cores: number
    memory_gb: number
    node: string
    platform: string
    load_average_at_start: number
  }
  settings: Record<string, number | string>
  datasets: DatasetResult[]
}

const ms = (value: number | null) => (value === null ? '—' : String(value))

const mark = (verdict: Verdict | null) =>
  verdict ? `${verdict.target} ${verdict.pass ? '✅' : '❌'}` : ''

/** Two decimals; three below 0.1 so that a bad ratio still reads as a number. */
const ratio = (value: number) => value.toFixed(value < 0.1 ? 3 : 2)

const DATASET_TITLES: Record<string, string> = {
  demo: 'Demo data',
  scaled: 'Scaled set',
}

function sideBySideTable(dataset: DatasetResult): string[] {
  const lines = [
    '| Request | Status, bytes | App req/s | Bare req/s | App/bare (median of pairs) | Target | App p50 / p99 ms | Pair ratios |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | --- |',
  ]
  for (const row of dataset.side_by_side) {
    const flagged = row.unexpected_answers ? ` (${row.unexpected_answers} unexpected answers)` : ''
    lines.push(
      `| ${row.label}${flagged} | ${row.status}, ${row.bytes} | ${row.app_rps} | ${row.bare_rps} | ` +
        `${ratio(row.ratio)} | ${mark(row.verdict)} | ${ms(row.app_p50_ms)} / ${ms(row.app_p99_ms)} | ` +
        `${row.ratios.map(ratio).join(', ')} |`
    )
  }
  for (const skipped of dataset.skipped) {
    lines.push(
      `| ${skipped.label} | not measured: ${skipped.reason.replaceAll('|', '\\|').replaceAll('\n', ' ')} | | | | | | |`
    )
  }
  return lines
}

function otherFigures(dataset: DatasetResult): string[] {
  const fixed = dataset.fixed_rate
  const lines = [
    '| Figure | Value | Target |',
    '| --- | --- | --- |',
    `| \`GET ${fixed.path}\` at ${fixed.offered_rps} req/s offered (${fixed.achieved_rps} req/s answered): p50 / p99 | ` +
      `${ms(fixed.p50_ms)} / ${ms(fixed.p99_ms)} ms (bare server, same bytes and rate: ` +
      `${ms(fixed.bare_p50_ms)} / ${ms(fixed.bare_p99_ms)} ms) | p99 ${mark(fixed.verdict)} |`,
  ]
  for (const reads of dataset.uncached ?? []) {
    lines.push(
      `| First-time reads, one client: ${reads.label} (${reads.samples} requests${reads.errors ? `, ${reads.errors} errors` : ''}): p50 / p95 | ` +
        `${reads.p50_ms} / ${reads.p95_ms} ms | ${reads.verdicts.map(mark).join(', ')} |`
    )
  }
  const change = dataset.propagation
  if (change) {
    const trials = change.per_trial_ms
      .map((trial) => trial.map((elapsed) => elapsed ?? '> 5000').join(' / '))
      .join('; ')
    lines.push(
      `| SQL \`UPDATE\` committed → served by all ${change.instances} instances (worst of ${change.trials}; per trial: ${trials} ms) | ` +
        `${change.worst_ms ?? '> 5000'} ms | ${mark(change.verdict)} |`
    )
  }
  const work = dataset.admin_work
  if (work) {
    const { search, import: imported } = work
    for (const [label, pages] of [
      ['Events list (`/admin/events`, one client, each page new)', work.list],
      ['Edit form of an event (`/admin/events/{id}/edit`)', work.edit],
    ] as const)
      lines.push(
        `| ${label}, ${pages.samples} pages${pages.errors ? `, ${pages.errors} errors` : ''}: p50 / p95 | ` +
          `${pages.p50_ms} / ${pages.p95_ms} ms | p95 ${mark(pages.verdict)} |`
      )
    lines.push(
      `| Search across everything (\`/admin/search\`, signed in, one client, ${search.samples} new queries such as “${search.example}”${search.errors ? `, ${search.errors} errors` : ''}): p50 / p95 | ` +
        `${search.p50_ms} / ${search.p95_ms} ms | p95 ${mark(search.verdict)} |`,
      `| Import of ${imported.events} events with a ticket round each (\`/admin/events/import\`: dry run + apply)${imported.error ? ` — ${imported.error}` : ''} | ` +
        `${imported.check_ms} + ${imported.apply_ms} = ${imported.total_ms} ms | ${mark(imported.verdict)} |`
    )
  }
  lines.push(
    `| Peak RSS of the serving process (VmHWM) | ${dataset.peak_rss_mb ?? 'unknown'} MB | ${mark(dataset.peak_rss_verdict)} |`
  )
  return lines
}

function markdown(results: BenchResults): string {
  const { machine, settings } = results
  const lines = [
    '# Benchmark results',
    '',
    `\`npm run bench\`, ${results.generated_at}${results.commit ? `, commit ${results.commit}` : ''}; ` +
      `${machine.cpu}, ${machine.cores} cores, ${machine.memory_gb} GB, Node ${machine.node}, ` +
      `load average ${machine.load_average_at_start} at the start. ` +
      'The method is described in docs/bench.md; targets are those of issue #10 ' +
      '(✅ met, ❌ missed).',
    '',
    `Settings: ${Object.entries(settings)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')}.`,
  ]
  for (const dataset of results.datasets) {
    const title = DATASET_TITLES[dataset.name] ?? dataset.name
    lines.push('', `## ${title} (${dataset.cities} cities, ${dataset.events} events)`, '')
    lines.push(...sideBySideTable(dataset), '', ...otherFigures(dataset))
  }
  return lines.join('\n') + '\n'
}

export function writeResults(directory: string, results: BenchResults) {
  mkdirSync(directory, { recursive: true })
  writeFileSync(join(directory, 'results.json'), JSON.stringify(results, null, 2) + '\n')
  writeFileSync(join(directory, 'results.md'), markdown(results))
}
