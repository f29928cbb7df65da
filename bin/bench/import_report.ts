/*
| bench/imports.md and imports.json: the import rounds of issue #36, each
| figure next to its target (✅ met, ❌ missed), with the load average before
| and after (the bench machine is shared).
*/
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ImportRoundsResult } from './import_rounds.js'
import type { BenchResults } from './report.js'

const mark = (pass: boolean) => (pass ? '✅' : '❌')

export interface ImportContext {
  generated_at: string
  commit: string | null
  machine: BenchResults['machine']
  load_average: { before: number[]; after: number[] }
}

function markdown(result: ImportRoundsResult, context: ImportContext): string {
  const { machine, load_average: load } = context
  const lines = [
    '# Import rounds (issue #36)',
    '',
    `\`BENCH_ONLY=imports npm run bench\` (also part of \`npm run bench\`), ${context.generated_at}` +
      `${context.commit ? `, commit ${context.commit}` : ''}; ${machine.cpu}, ${machine.cores} cores, ` +
      `Node ${machine.node}; load average (1, 5, 15 min) ${load.before.join(', ')} before and ` +
      `${load.after.join(', ')} after: the machine is shared, so a high load inflates every figure. ` +
      'A signed-in admin uploads each file through the panel while a probe in its own process asks ' +
      "`/health` every 20 ms over four kept-alive connections (latency from each probe's due time).",
    '',
    '| File | kB | What became of it | Answer ms | `/health` p50 / p99 ms (target p99 ≤ 50) | max ms (probes) | RSS after |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: |',
  ]
  for (const round of result.rounds) {
    lines.push(
      `| ${round.label} | ${round.file_kb} | ${round.outcome} | ${round.answer_ms} | ` +
        `${round.health_p50_ms ?? '—'} / ${round.health_p99_ms ?? '—'} ${mark(round.health_verdict.pass)} | ` +
        `${round.health_max_ms ?? '—'} (${round.health_samples}) | ${round.rss_after_mb ?? '—'} MB |`
    )
  }
  lines.push(
    '',
    `Peak RSS of the server process over all rounds (VmHWM, the import workers included): ` +
      `${result.peak_rss_mb ?? '—'} MB (target ≤ 400 MB ${mark(result.peak_rss_verdict.pass)}).`,
    ''
  )
  return lines.join('\n')
}

export function writeImportResults(
  directory: string,
  result: ImportRoundsResult,
  context: ImportContext
) {
  mkdirSync(directory, { recursive: true })
  writeFileSync(
    join(directory, 'imports.json'),
    JSON.stringify({ ...context, ...result }, null, 2) + '\n'
  )
  writeFileSync(join(directory, 'imports.md'), markdown(result, context))
}
