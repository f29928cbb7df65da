/*
| `npm run bench`: throughput and latency of the REST reads on the scaled
| data set. Prepares a separate `<database>_bench` database (migrations, demo
| data, scaled data), starts the real server, fires concurrent requests with
| fetch for a bounded time per scenario, and prints requests/s and p50/p95/p99.
| A benchmark, not a test: it asserts nothing.
|
| Settings (environment): BENCH_CITIES (200), BENCH_EVENTS (20000),
| BENCH_CONCURRENCY (16), BENCH_SECONDS (5 per scenario), BENCH_PORT (free port).
*/
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import pg from 'pg'
import { ensureDatabaseExists, prepareDatabase } from '#lib/embedded_postgres'

const settings = {
  cities: Number(process.env.BENCH_CITIES ?? 200),
  events: Number(process.env.BENCH_EVENTS ?? 20_000),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
}

const APP_ROOT = new URL('../', import.meta.url)

function run(args: string[], env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, args, { cwd: APP_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
}

async function runToEnd(args: string[], env: NodeJS.ProcessEnv) {
  const child = run(args, env)
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`node ${args.join(' ')} failed:\n${output}`)
}

/** The bench database: `<configured>_bench`, or one in the embedded PostgreSQL. */
async function benchDatabase() {
  if (!process.env.DATABASE_URL) {
    const embedded = await prepareDatabase('students_bench')
    return { url: process.env.DATABASE_URL!, stop: () => embedded?.stop() }
  }
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `${url.pathname.replace(/_bench$/, '')}_bench`
  await ensureDatabaseExists(url.toString())
  return { url: url.toString(), stop: async () => {} }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Fresh planner statistics, as autovacuum would have after a bulk insert. */
async function analyze(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('ANALYZE')
  } finally {
    await client.end()
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

interface Scenario {
  name: string
  url: () => string
}

async function measure(base: string, scenario: Scenario, seconds = settings.seconds) {
  const latencies: number[] = []
  let errors = 0
  const until = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now()
      const response = await fetch(base + scenario.url())
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      if (response.status !== 200) errors++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: settings.concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    'scenario': scenario.name,
    'requests': latencies.length,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    errors,
  }
}

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]

/** Ids, slugs and cursors to spread the requests over the data set. */
async function samples(base: string) {
  const eventIds: string[] = []
  const cursors: string[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const response = await fetch(`${base}/api/v1/events?upcoming=false&limit=200${query}`)
    const page = (await response.json()) as { events: { id: string }[]; next_cursor: string | null }
    eventIds.push(...page.events.map((event) => event.id))
    cursor = page.next_cursor
    if (cursor) cursors.push(cursor)
  } while (cursor && eventIds.length < 5000)
  const response = await fetch(`${base}/api/v1/cities?limit=100`)
  const cities = (await response.json()) as { cities: { slug: string; name: string }[] }
  return { eventIds, cursors, cities: cities.cities }
}

async function main() {
  const database = await benchDatabase()
  const env = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' }
  console.log(
    `Preparing ${new URL(database.url).pathname.slice(1)}: migrations, demo data, scaled data (${settings.cities} cities, ${settings.events} events)`
  )
  await runToEnd(['ace', 'migration:run', '--force'], env)
  await runToEnd(['ace', 'demo:seed'], env)
  await runToEnd(
    ['ace', 'demo:scale', `--cities=${settings.cities}`, `--events=${settings.events}`],
    env
  )

  await analyze(database.url)

  const port = Number(process.env.BENCH_PORT ?? (await freePort()))
  const base = `http://127.0.0.1:${port}`
  const server = run(['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    ...env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    RATE_LIMIT_API: '1000000000',
  })
  const exited = new Promise((resolve) => server.on('exit', resolve))
  try {
    await waitFor(`${base}/health`)
    const { eventIds, cursors, cities } = await samples(base)
    const scenarios: Scenario[] = [
      { name: 'listEvents limit=200', url: () => '/api/v1/events?limit=200' },
      {
        name: 'listEvents page by cursor, limit=50',
        url: () =>
          `/api/v1/events?upcoming=false&limit=50&cursor=${encodeURIComponent(pick(cursors))}`,
      },
      {
        name: 'listEvents city filter',
        url: () => `/api/v1/events?city=${encodeURIComponent(pick(cities).name)}`,
      },
      { name: 'searchCities limit=100', url: () => '/api/v1/cities?limit=100' },
      {
        name: 'searchCities q (accent-insensitive)',
        url: () => `/api/v1/cities?q=${encodeURIComponent(pick(cities).name.slice(0, 4))}`,
      },
      { name: 'getEvent', url: () => `/api/v1/events/${pick(eventIds)}` },
      { name: 'getCityGuide', url: () => `/api/v1/cities/${pick(cities).slug}` },
    ]
    console.log(
      `${settings.concurrency} concurrent clients, ${settings.seconds} s per scenario, ${eventIds.length}+ events sampled\n`
    )
    const results = []
    for (const scenario of scenarios) {
      await measure(base, scenario, 1) /* warm-up */
      results.push(await measure(base, scenario))
    }
    console.table(results)
  } finally {
    server.kill('SIGTERM')
    await exited
    await database.stop()
  }
}

await main()
