/*
| `npm run lighthouse`: Lighthouse 13 (its default mobile preset: a
| mid-range phone, simulated slow 4G and CPU) with the tests' Chromium (the
| system's, else the npm package's: tests/helpers/chromium.ts) on
| the pages a student opens first: home, a city, the events page, an event
| on sale and the deals, and an event in Polish and a city in French. The app runs as in production (compiled, NODE_ENV
| production) on the bench database with the demo data, as `npm run bench`
| does. Writes bench/lighthouse.json and bench/lighthouse.md. A measurement,
| not a test: a score under the target is reported, never a failure.
| Settings (environment): LIGHTHOUSE_RUNS (runs per page, median kept; 3),
| CHROMIUM_PATH (a Chromium to use instead). Lighthouse is not in the default
| install: the first run installs it into tmp/tools (bin/on_demand.ts).
*/
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { availableParallelism, loadavg } from 'node:os'
import { ROOT, buildIfNeeded } from './build_if_needed.js'
import { benchDatabase, prepareDemoData } from './bench/database.js'
import { startAppServer } from './bench/processes.js'
import { chromiumExecutable } from '#tests/helpers/chromium'
import { importOnDemand } from './on_demand.js'
import { commit } from './bench/commit.js'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGET = 95
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

type Scores = Record<(typeof CATEGORIES)[number], number>

/** The parts of Lighthouse and chrome-launcher used here (installed on demand, so untyped). */
interface Tools {
  lighthouse(
    url: string,
    flags: Record<string, unknown>
  ): Promise<
    | {
        lhr: {
          categories: Record<
            string,
            { score: number | null; auditRefs: { id: string; weight: number }[] }
          >
          audits: Record<string, { score: number | null } | undefined>
        }
      }
    | undefined
  >
  launch(options: Record<string, unknown>): Promise<{ port: number; kill(): Promise<void> | void }>
}

const { lighthouse, launch } = await importOnDemand<Tools>(
  'lighthouse',
  ['lighthouse@^13.5.0', 'chrome-launcher@^1.2.1'],
  "export { default as lighthouse } from 'lighthouse'\nexport { launch } from 'chrome-launcher'\n"
)

interface Run {
  scores: Scores
  /** audits of the four categories that did not pass, by id */
  failed: string[]
}

/** The pages, with the event on sale and the city found in the demo data. */
async function pages(base: string): Promise<[string, string][]> {
  const response = await fetch(`${base}/api/v1/events?limit=200`)
  const { events } = (await response.json()) as {
    events: {
      id: string
      city_slug: string | null
      tickets: { status: string; sold_out?: boolean }
    }[]
  }
  const onSale = events.find(
    (event) => event.tickets.status === 'on_sale' && !event.tickets.sold_out && event.city_slug
  )
  if (!onSale) throw new Error('no event on sale in the demo data')
  return [
    ['home', '/'],
    ['city', `/cities/${onSale.city_slug}`],
    ['events', '/events'],
    ['event', `/events/${onSale.id}`],
    ['deals', '/deals'],
    /* the site in other languages (issue #40): hreflang alternates, html lang, og:locale */
    ['event (pl)', `/pl/events/${onSale.id}`],
    ['city (fr)', `/fr/cities/${onSale.city_slug}`],
  ]
}

async function runOf(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  const scores = Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round((categories[name].score ?? 0) * 100)])
  ) as Scores
  const weighted = CATEGORIES.flatMap((name) =>
    categories[name].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)
  )
  const failed = weighted.filter((id) => audits[id]?.score !== null && (audits[id]?.score ?? 1) < 1)
  return { scores, failed: [...new Set(failed)] }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(base: string) {
  const { executablePath, env } = await chromiumExecutable()
  const chrome = await launch({
    chromePath: executablePath,
    envVars: env,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    const { Browser: chromium } = (await version.json()) as { Browser: string }
    const rows = []
    for (const [name, path] of await pages(base)) {
      const runs: Run[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await runOf(`${base}${path}`, chrome.port))
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))])
      ) as Scores
      console.log(`${name} ${path}: ${JSON.stringify(scores)}`)
      rows.push({ page: name, path, scores, runs })
    }
    return { chromium, rows }
  } finally {
    await chrome.kill()
  }
}

type Results = Awaited<ReturnType<typeof measure>> & {
  generated_at: string
  commit: string | null
  load: string
  runs: number
}

function markdown(results: Results) {
  const mark = (score: number) => `${score} ${score >= TARGET ? '✅' : '❌'}`
  return [
    '# Lighthouse scores of the site',
    '',
    `\`npm run lighthouse\`, ${results.generated_at}${results.commit ? `, commit ${results.commit}` : ''}: Lighthouse 13 default (mobile) preset, Chromium ${results.chromium}, ` +
      `median of ${RUNS} runs per page, compiled app in production mode on the demo data. Target: each score ≥ ${TARGET}.`,
    '',
    '| Page | Path | Performance | Accessibility | Best practices | SEO | Audits not passed (any run) |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...results.rows.map(
      ({ page, path, scores, runs }) =>
        `| ${page} | \`${path}\` | ${CATEGORIES.map((category) => mark(scores[category])).join(' | ')} | ${[...new Set(runs.flatMap((run) => run.failed))].join(', ') || '—'} |`
    ),
    '',
    `Command: \`LIGHTHOUSE_RUNS=${RUNS} npm run lighthouse\` (PostgreSQL as for \`npm run bench\`). Machine load before the runs: ${results.load}.`,
    '',
  ].join('\n')
}

async function main() {
  buildIfNeeded()
  const database = await benchDatabase()
  try {
    await prepareDemoData(database.url)
    const server = await startAppServer('lighthouse', database.url)
    try {
      /* the machine is shared: the load is part of the figure */
      const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')
      const results: Results = {
        generated_at: new Date().toISOString(),
        commit: commit(),
        load: `${load} (1/5/15 min) on ${availableParallelism()} cores`,
        runs: RUNS,
        ...(await measure(server.base)),
      }
      writeFileSync(join(ROOT, 'bench', 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`)
      writeFileSync(join(ROOT, 'bench', 'lighthouse.md'), markdown(results))
      console.log('Wrote bench/lighthouse.md and bench/lighthouse.json')
    } finally {
      await server.stop()
    }
  } finally {
    await database.stop()
  }
}

await main()
