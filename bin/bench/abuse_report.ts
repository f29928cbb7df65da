/*
| bench/abuse.md and abuse.json: the abuse rounds of issue #23, each figure
| next to its target (✅ met, ❌ missed).
*/
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AbuseResult } from './abuse.js'
import type { BenchResults } from './report.js'

const mark = (pass: boolean) => (pass ? '✅' : '❌')

function markdown(
  abuse: AbuseResult,
  context: Omit<BenchResults, 'datasets'> & { datasets?: undefined }
): string {
  const { machine } = context
  const lines = [
    '# Abuse rounds (issue #23)',
    '',
    `\`BENCH_ONLY=abuse npm run bench\` (also part of \`npm run bench\`), ${context.generated_at}` +
      `${context.commit ? `, commit ${context.commit}` : ''}; ${machine.cpu}, ${machine.cores} cores, ` +
      `Node ${machine.node}, load average ${machine.load_average_at_start} at the start; ` +
      `scaled set (${context.settings.cities} cities, ${context.settings.events} events), ` +
      `${context.settings.abuseSeconds} s per round. A probe in its own process asks \`/health\` every 20 ms ` +
      `over four kept-alive connections opened before each attack (latency from each probe's due time).`,
    '',
    '| Finding | Attack | Answers | `/health` p50 / p99 ms (target p99 ≤ 50) | max ms (probes) | RSS after | Left behind |',
    '| --- | --- | --- | ---: | ---: | ---: | --- |',
  ]
  for (const round of abuse.rounds) {
    const answers = Object.entries(round.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')
    const after = Object.entries(round.after)
      .map(([name, value]) => `${name.replaceAll('_', ' ')} ${value}`)
      .join('; ')
    lines.push(
      `| ${round.finding} | ${round.label} | ${answers} | ${round.health_p50_ms ?? '—'} / ` +
        `${round.health_p99_ms ?? '—'} ${mark(round.health_verdict.pass)} | ` +
        `${round.health_max_ms ?? '—'} (${round.health_samples}) | ${round.rss_after_mb ?? '—'} MB | ${after} |`
    )
  }
  lines.push(
    '',
    `Peak RSS of the serving processes over all rounds (VmHWM): ${abuse.peak_rss_mb ?? 'unknown'} MB ` +
      `(target ${abuse.peak_rss_verdict.target} ${mark(abuse.peak_rss_verdict.pass)}).`
  )
  return lines.join('\n') + '\n'
}

export function writeAbuseResults(
  directory: string,
  abuse: AbuseResult,
  context: Omit<BenchResults, 'datasets'> & { datasets?: undefined }
) {
  mkdirSync(directory, { recursive: true })
  writeFileSync(
    join(directory, 'abuse.json'),
    JSON.stringify({ ...context, abuse }, null, 2) + '\n'
  )
  writeFileSync(join(directory, 'abuse.md'), markdown(abuse, context))
}
