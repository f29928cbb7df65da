/*
| Everything measured on one data set, against one app server process (its
| peak RSS is the figure): side by side with the bare server, latency at a
| fixed offered rate, and on the scaled set the first-time reads and the
| change propagation to a second instance.
*/
import { paced } from './paced.js'
import { drain } from './load.js'
import { peakRssMb, startAppServer, startBareServer, type AppServer } from './processes.js'
import { measurePropagation, type Propagation } from './propagation.js'
import {
  bareRoute,
  capture,
  scenarios,
  takeSamples,
  type Samples,
  type Scenario,
} from './scenarios.js'
import type { BareRoute } from './routes.js'
import { settings, verdict, type Verdict } from './settings.js'
import { sideBySide, type SideBySide } from './side_by_side.js'
import { uncachedReads, type UncachedReads } from './uncached.js'
import { measureAdminWork, type AdminWork } from './admin_work.js'

interface FixedRate {
  path: string
  offered_rps: number
  achieved_rps: number
  p50_ms: number | null
  p99_ms: number | null
  unexpected_answers: number
  verdict: Verdict
  /** the bare server answering the same bytes at the same offered rate: the machine's own tail */
  bare_p50_ms: number | null
  bare_p99_ms: number | null
}

export interface DatasetResult {
  name: string
  cities: number
  events: number
  side_by_side: SideBySide[]
  /** scenarios whose single capture did not give the expected status */
  skipped: { id: string; label: string; reason: string }[]
  fixed_rate: FixedRate
  uncached: UncachedReads[] | null
  propagation: Propagation | null
  /** staff search and bulk import (scaled set) */
  admin_work: AdminWork | null
  peak_rss_mb: number | null
  peak_rss_verdict: Verdict
}

const log = (message: string) => console.log(`  ${message}`)

type Ready = { scenario: ReturnType<typeof scenarios>[number]; bytes: number }

/** Each scenario's answer from the app, once: what the bare server sends back. */
export async function captureAnswers(
  app: AppServer,
  samples: Samples,
  only: (scenario: Scenario) => boolean = () => true
) {
  const routes: BareRoute[] = []
  const ready: Ready[] = []
  const skipped: DatasetResult['skipped'] = []
  for (const scenario of scenarios(samples).filter(only)) {
    const response = await capture(app.base, scenario.request)
    if (response.status !== scenario.expectStatus) {
      const body = Buffer.from(response.body, 'base64').toString('utf8').slice(0, 300)
      skipped.push({
        id: scenario.id,
        label: scenario.label,
        reason: `${response.status}: ${body}`,
      })
      log(`skipped ${scenario.label}: answered ${response.status}`)
      continue
    }
    routes.push(bareRoute(scenario.request, response))
    ready.push({ scenario, bytes: Buffer.from(response.body, 'base64').length })
  }
  return { routes, ready, skipped }
}

export async function compareWithBare(app: AppServer, bareBase: string, ready: Ready[]) {
  const results: SideBySide[] = []
  for (const { scenario, bytes } of ready) {
    const result = await sideBySide(scenario, bytes, app.base, bareBase)
    results.push(result)
    log(
      `${scenario.label}: app ${result.app_rps} req/s, bare ${result.bare_rps} req/s, ratio ${result.ratio}`
    )
  }
  return results
}

async function fixedRate(app: AppServer, bareBase: string): Promise<FixedRate> {
  const path = '/api/v1/events'
  const options = {
    rate: settings.fixedRate,
    seconds: settings.fixedRateSeconds,
    warmupSeconds: settings.fixedRateWarmupSeconds,
    connections: settings.connections,
    expectStatus: 200,
  }
  await drain(app.base)
  const round = await paced(app.base, path, options)
  await drain(app.base)
  const bare = await paced(bareBase, path, options)
  log(
    `${path} at ${settings.fixedRate} req/s offered: p50 ${round.p50 ?? '-'} ms, p99 ${round.p99 ?? '-'} ms ` +
      `(bare server: p50 ${bare.p50 ?? '-'} ms, p99 ${bare.p99 ?? '-'} ms)`
  )
  return {
    path,
    offered_rps: settings.fixedRate,
    achieved_rps: Math.round(round.rps),
    p50_ms: round.p50,
    p99_ms: round.p99,
    unexpected_answers: round.unexpected,
    verdict: verdict('fixedRateP99', round.p99),
    bare_p50_ms: bare.p50,
    bare_p99_ms: bare.p99,
  }
}

async function propagation(name: string, databaseUrl: string, app: AppServer, samples: Samples) {
  await drain(app.base)
  const second = await startAppServer(`${name}-second-instance`, databaseUrl)
  try {
    const result = await measurePropagation(databaseUrl, [app.base, second.base], samples.eventId)
    log(`change served by both instances after ${result.worst_ms ?? 'more than 5000'} ms (worst)`)
    return result
  } finally {
    await second.stop()
  }
}

export async function measureDataset(
  name: string,
  databaseUrl: string,
  rows: { cities: number; events: number },
  options: { firstTimeReads: boolean; propagation: boolean }
): Promise<DatasetResult> {
  const app = await startAppServer(name, databaseUrl)
  try {
    const samples = await takeSamples(app.base)
    const { routes, ready, skipped } = await captureAnswers(app, samples)
    const bare = await startBareServer(routes)
    let results: SideBySide[]
    let fixed: FixedRate
    try {
      results = await compareWithBare(app, bare.base, ready)
      fixed = await fixedRate(app, bare.base)
    } finally {
      await bare.stop()
    }
    let uncached: UncachedReads[] | null = null
    if (options.firstTimeReads) {
      uncached = await uncachedReads(app.base, samples)
      for (const reads of uncached)
        log(`${reads.label}: p50 ${reads.p50_ms} ms, p95 ${reads.p95_ms} ms`)
    }
    const changes = options.propagation ? await propagation(name, databaseUrl, app, samples) : null
    /* last: the import adds events */
    const adminWork = options.firstTimeReads ? await measureAdminWork(app.base, databaseUrl) : null
    const rss = peakRssMb(app.pid)
    log(`peak RSS of the server process: ${rss ?? 'unknown'} MB`)
    return {
      name,
      ...rows,
      side_by_side: results,
      skipped,
      fixed_rate: fixed,
      uncached,
      propagation: changes,
      admin_work: adminWork,
      peak_rss_mb: rss,
      peak_rss_verdict: verdict('peakRssMb', rss),
    }
  } finally {
    await app.stop()
  }
}
