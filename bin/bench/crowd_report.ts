/*
| bench/crowd.md and crowd.json: the fifty-client round of issue 36, each
| figure next to its target (✅ met, ❌ missed).
*/
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CrowdResult } from './crowd.js'
import type { BenchResults } from './report.js'

type Context = Omit<BenchResults, 'datasets'>

const mark = (pass: boolean) => (pass ? '✅' : '❌')
const answers = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')

function cpuRows({ cpu }: CrowdResult): string[] {
  if (!cpu.idle || !cpu.flood) return []
  const { idle, flood } = cpu
  return [
    `| the server's event loop thread, ms per second on a core: idle → flood | ${idle.loop_cpu_ms_per_s} → ${flood.loop_cpu_ms_per_s} | |`,
    `| … ms per second ready but waiting for a core (the run queue): idle → flood | ${idle.loop_waiting_ms_per_s} → ${flood.loop_waiting_ms_per_s} | |`,
    `| the machine's cores busy (all processes: server, PostgreSQL, the bench's clients, readers and probe): idle → flood | ${Math.round(idle.machine_busy * 100)} % → ${Math.round(flood.machine_busy * 100)} % | |`,
    `| … cores' ms per second, idle → flood: the server (all threads) / PostgreSQL / the rest (readers, clients, probe) | ${idle.server_ms_per_s} / ${idle.postgres_ms_per_s} / ${idle.others_ms_per_s} → ${flood.server_ms_per_s} / ${flood.postgres_ms_per_s} / ${flood.others_ms_per_s} | |`,
  ]
}

const sliceText = ({ slices }: CrowdResult) =>
  slices
    .map((slice) => `${slice.phase} ${slice.reads_per_second}, ${slice.health_p99_ms ?? '—'}`)
    .join('; ')

/** Where the round's own load ran: its cores (affinity.ts) and its priority. */
function harnessText({ harness_cores: cores, harness_nice: nice }: CrowdResult): string {
  const where = cores
    ? `The readers and the clients run on core ${cores} only (\`taskset\`, standing in for other machines); the server, PostgreSQL and the probe may use every core.`
    : 'The readers, the clients and the probe may use every core, like the server.'
  const priority = nice
    ? ` They run at nice ${nice}; the server and PostgreSQL at the normal priority.`
    : ' They run at the same priority as the server.'
  return where + priority
}

function markdown(crowd: CrowdResult, context: Context): string {
  const { machine } = context
  const { flood } = crowd
  const no500 = Object.values(flood.statuses).every((counts) => !counts['500'])
  const lines = [
    '# Fifty clients, one process (issue 36, item 6)',
    '',
    `\`BENCH_ONLY=crowd npm run bench\`, ${context.generated_at}` +
      `${context.commit ? `, commit ${context.commit}` : ''}; ${machine.cpu}, ${machine.cores} cores, ` +
      `Node ${machine.node}; scaled set (${context.settings.cities} cities, ${context.settings.events} events), ` +
      `${crowd.seconds} s counted per phase, in slices of ${crowd.slice_seconds} s that alternate idle and flood ` +
      `(idle, flood, flood, idle, …; each slice's first ${crowd.settle_seconds} s not counted). Load average (1, 5, 15 min) before ${crowd.load_average.before.join(' / ')}, ` +
      `after ${crowd.load_average.after.join(' / ')}: the machine is shared with other work, which skews every figure.`,
    '',
    `${crowd.clients} clients, each on its own loopback address (127.0.0.2–${crowd.clients + 1}, sockets bound ` +
      `with \`localAddress\`), each sending one request every ${crowd.pace_ms} ms on a beat of its own (the fifty spread over the pace) during the flood slices, in turn: a calendar of 200 events ` +
      `with its own \`to=\`, an MCP \`list_events\` of 200 with its own date, an A2A question with its own text ` +
      `(inside the production budgets). A probe in its own process asks \`/health\` every 20 ms; ` +
      `four connections read a cached \`/api/v1/events?limit=20\` as fast as they can through every slice. ` +
      harnessText(crowd),
    '',
    '| Figure | Value | Target |',
    '| --- | ---: | --- |',
    `| \`/health\` p50 / p99 / max ms during the flood (${flood.health_samples} probes) | ${flood.health_p50_ms} / ${flood.health_p99_ms} / ${flood.health_max_ms} | p99 < 50 ${mark((flood.health_p99_ms ?? Infinity) < 50)} |`,
    `| of which, p99 ms: the probe's own lateness (its process waiting for a core) / the latest database ping /health reports (taken in the background, not waited for) | ${flood.health_late_p99_ms ?? '—'} / ${flood.health_database_p99_ms ?? '—'} | |`,
    `| \`/health\` p99 ms, idle | ${crowd.idle.health_p99_ms} | |`,
    `| cached reads per second: idle → flood | ${crowd.idle.reads_per_second} → ${flood.reads_per_second} (×${crowd.read_ratio}) | ≥ ×0.8 ${mark(crowd.read_ratio >= 0.8)} |`,
    ...cpuRows(crowd),
    `| calendar answers | ${answers(flood.statuses.calendar)} | no 500 |`,
    `| MCP answers | ${answers(flood.statuses.mcp)} | no 500 |`,
    `| A2A answers | ${answers(flood.statuses.a2a)} | no 500 |`,
    `| any 500 | ${no500 ? 'none' : 'yes'} | none ${mark(no500)} |`,
    `| peak RSS | ${crowd.peak_rss_mb ?? '—'} MB | |`,
    '',
    `Slice by slice (reads per second, \`/health\` p99 ms): ${sliceText(crowd)}.`,
  ]
  return lines.join('\n') + '\n'
}

export function writeCrowdResults(directory: string, crowd: CrowdResult, context: Context) {
  mkdirSync(directory, { recursive: true })
  writeFileSync(
    join(directory, 'crowd.json'),
    JSON.stringify({ ...context, crowd }, null, 2) + '\n'
  )
  writeFileSync(join(directory, 'crowd.md'), markdown(crowd, context))
}
