/*
| `npm run bench`: the app side by side with a bare node:http server sending
| the same bytes, on the demo data and on the scaled set, plus latency at a
| fixed offered rate, first-time reads, change propagation across two
| instances and peak RSS. Writes bench/results.json and bench/results.md.
| A benchmark, not a test: a missed target is reported, never a failure.
|
| It builds the app when the sources changed (as `npm start` does) and runs
| the compiled server in production mode on a `<database>_bench` database,
| recreated each run (embedded PostgreSQL when DATABASE_URL is unset).
| Settings (environment): see bin/bench/settings.ts and the README.
*/
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { ROOT, buildIfNeeded } from './build_if_needed.js'
import { measureAbuse } from './bench/abuse.js'
import { writeAbuseResults } from './bench/abuse_report.js'
import { addScaledData, benchDatabase, countRows, prepareDemoData } from './bench/database.js'
import { measureDataset } from './bench/dataset.js'
import { writeResults, type BenchResults } from './bench/report.js'
import { settings } from './bench/settings.js'
import { measureAdminWorkAlone } from './bench/admin_work.js'
import { measureA2AOnly, writeA2AResults } from './bench/a2a_only.js'
import { writeStaffResults } from './bench/staff_report.js'
import { measureCrowd } from './bench/crowd.js'
import { writeCrowdResults } from './bench/crowd_report.js'
import { measureImportRounds } from './bench/import_rounds.js'
import { writeImportResults } from './bench/import_report.js'
import { commit } from './bench/commit.js'

function machine(): BenchResults['machine'] {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memory_gb: Math.round(totalmem() / 2 ** 30),
    node: process.versions.node,
    platform: process.platform,
    /** 1-minute load average when the run started: other work on the machine skews figures */
    load_average_at_start: Math.round(loadavg()[0] * 100) / 100,
  }
}

async function main() {
  const started = performance.now()
  buildIfNeeded()
  const database = await benchDatabase()
  const results: BenchResults = {
    generated_at: new Date().toISOString(),
    commit: commit(),
    machine: machine(),
    settings: { ...settings },
    datasets: [],
  }
  const abuseOnly = settings.only === 'abuse'
  if (settings.only === 'staff') return staffWorkOnly(database, started)
  if (settings.only === 'a2a') return a2aOnly(database, started)
  if (settings.only === 'crowd') return crowdOnly(database, started)
  if (settings.only === 'imports') return importsOnly(database, started)
  try {
    console.log(`Demo data in ${new URL(database.url).pathname.slice(1)} (recreated)`)
    await prepareDemoData(database.url)
    if (!abuseOnly)
      results.datasets.push(
        await measureDataset('demo', database.url, await countRows(database.url), {
          firstTimeReads: false,
          propagation: false,
        })
      )
    console.log(`Scaled set: demo:scale --cities=${settings.cities} --events=${settings.events}`)
    await addScaledData(database.url, settings.cities, settings.events)
    if (!abuseOnly)
      results.datasets.push(
        await measureDataset('scaled', database.url, await countRows(database.url), {
          firstTimeReads: true,
          propagation: true,
        })
      )
    const abuse = await measureAbuse(database.url)
    writeAbuseResults(join(ROOT, settings.output), abuse, { ...results, datasets: undefined })
    await importRounds(database.url)
  } finally {
    await database.stop()
  }
  if (!abuseOnly) writeResults(join(ROOT, settings.output), results)
  const minutes = ((performance.now() - started) / 60_000).toFixed(1)
  console.log(`\nWrote the results to ${settings.output}/ in ${minutes} min`)
}

const loadAverages = () => loadavg().map((value) => Math.round(value * 100) / 100)

/** `BENCH_ONLY=staff`: the scaled set's search and import figures alone (bench/staff.md, staff.json). */
async function staffWorkOnly(database: Awaited<ReturnType<typeof benchDatabase>>, started: number) {
  try {
    await prepareDemoData(database.url)
    console.log(`Scaled set: demo:scale --cities=${settings.cities} --events=${settings.events}`)
    await addScaledData(database.url, settings.cities, settings.events)
    const rows = await countRows(database.url)
    const before = loadAverages()
    const work = await measureAdminWorkAlone(database.url)
    writeStaffResults(join(ROOT, settings.output), {
      generated_at: new Date().toISOString(),
      commit: commit(),
      machine: machine(),
      load_average: { before, after: loadAverages() },
      ...rows,
      work,
    })
  } finally {
    await database.stop()
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1)
  console.log(`\nWrote ${settings.output}/staff.md and staff.json in ${minutes} min`)
}

/** `BENCH_ONLY=crowd`: fifty clients on fifty loopback addresses on the scaled set (bench/crowd.md). */
async function crowdOnly(database: Awaited<ReturnType<typeof benchDatabase>>, started: number) {
  try {
    await prepareDemoData(database.url)
    console.log(`Scaled set: demo:scale --cities=${settings.cities} --events=${settings.events}`)
    await addScaledData(database.url, settings.cities, settings.events)
    const context = {
      generated_at: new Date().toISOString(),
      commit: commit(),
      machine: machine(),
      settings: { ...settings },
    }
    writeCrowdResults(join(ROOT, settings.output), await measureCrowd(database.url), context)
  } finally {
    await database.stop()
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1)
  console.log(`\nWrote ${settings.output}/crowd.md and crowd.json in ${minutes} min`)
}

/** Issue #36's import rounds (bench/imports.md), with the load average around them. */
async function importRounds(databaseUrl: string) {
  const before = loadAverages()
  const result = await measureImportRounds(databaseUrl)
  const context = { generated_at: new Date().toISOString(), commit: commit(), machine: machine() }
  writeImportResults(join(ROOT, settings.output), result, {
    ...context,
    load_average: { before, after: loadAverages() },
  })
}

/** `BENCH_ONLY=imports`: the import rounds alone, on the demo data (bench/imports.md). */
async function importsOnly(database: Awaited<ReturnType<typeof benchDatabase>>, started: number) {
  try {
    await prepareDemoData(database.url)
    await importRounds(database.url)
  } finally {
    await database.stop()
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1)
  console.log(`\nWrote ${settings.output}/imports.md in ${minutes} min`)
}

/** `BENCH_ONLY=a2a`: the A2A message/send scenarios on the demo data (bench/a2a.md). */
async function a2aOnly(database: Awaited<ReturnType<typeof benchDatabase>>, started: number) {
  try {
    await prepareDemoData(database.url)
    const context = { generated_at: new Date().toISOString(), commit: commit(), machine: machine() }
    const rows = await countRows(database.url)
    writeA2AResults(context, rows, await measureA2AOnly(database.url))
  } finally {
    await database.stop()
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1)
  console.log(`\nWrote ${settings.output}/a2a.md in ${minutes} min`)
}

await main()
