/*
| bench/staff.md and staff.json (`BENCH_ONLY=staff`): the staff work of
| issue #27 on the scaled set, each figure next to its target (✅ met,
| ❌ missed), with the machine's load around the run (a shared machine
| makes every figure slower).
*/
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AdminWork, PageTimings } from './admin_work.js'
import type { BenchResults } from './report.js'

export interface StaffResults {
  generated_at: string
  commit: string | null
  machine: BenchResults['machine']
  /** 1-, 5- and 15-minute load averages when the measuring began and ended */
  load_average: { before: number[]; after: number[] }
  cities: number
  events: number
  work: AdminWork
}

const mark = (pass: boolean) => (pass ? '✅' : '❌')

const pageRow = (label: string, pages: PageTimings) =>
  `| ${label} (${pages.samples} pages such as \`${pages.example}\`, ${Math.round(pages.html_bytes / 1024)} kB of HTML${pages.errors ? `, ${pages.errors} errors` : ''}): p50 / p95 | ` +
  `${pages.p50_ms} / ${pages.p95_ms} ms | p95 ${pages.verdict.target} ${mark(pages.verdict.pass)} |`

const slowestPages = (pages: PageTimings) =>
  pages.slowest.map(({ path, ms }) => `\`${path}\` ${ms} ms`).join(', ')

function markdown({ machine, load_average: load, work, ...run }: StaffResults): string {
  const { search, import: imported } = work
  const slowest = search.slowest.map(({ query, ms }) => `“${query}” ${ms} ms`).join(', ')
  return [
    '# Staff work (issues #27 and #39)',
    '',
    `\`BENCH_ONLY=staff npm run bench\`, ${run.generated_at}${run.commit ? `, commit ${run.commit}` : ''}; ` +
      `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; scaled set (${run.cities} cities, ` +
      `${run.events} events). Load average (1, 5, 15 min) ${load.before.join(', ')} when the ` +
      `measuring began, ${load.after.join(', ')} when it ended. The method is in docs/bench.md.`,
    '',
    '| Figure | Value | Target |',
    '| --- | --- | --- |',
    pageRow('Events list (`/admin/events`, signed in, one client, each page new)', work.list),
    pageRow('Edit form of an event (`/admin/events/{id}/edit`)', work.edit),
    `| Search across everything (\`/admin/search\`, signed in, one client, ${search.samples} new queries such as “${search.example}”${search.errors ? `, ${search.errors} errors` : ''}): p50 / p95 | ` +
      `${search.p50_ms} / ${search.p95_ms} ms | p95 ${search.verdict.target} ${mark(search.verdict.pass)} |`,
    `| … of them the ${search.broad.samples} broad queries (“december”, “halloween 2027”, …): p50 / p95 | ` +
      `${search.broad.p50_ms} / ${search.broad.p95_ms} ms | |`,
    `| Import of ${imported.events} events with a ticket round each (\`/admin/events/import\`: dry run + apply)${imported.error ? ` — ${imported.error}` : ''} | ` +
      `${imported.check_ms} + ${imported.apply_ms} = ${imported.total_ms} ms | ${imported.verdict.target} ${mark(imported.verdict.pass)} |`,
    '',
    `Slowest searches: ${slowest}.`,
    '',
    `Slowest list pages: ${slowestPages(work.list)}.`,
    '',
    `Slowest edit forms: ${slowestPages(work.edit)}.`,
  ].join('\n')
}

export function writeStaffResults(directory: string, results: StaffResults) {
  mkdirSync(directory, { recursive: true })
  writeFileSync(join(directory, 'staff.json'), JSON.stringify(results, null, 2) + '\n')
  writeFileSync(join(directory, 'staff.md'), markdown(results) + '\n')
}
