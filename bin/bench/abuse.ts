/*
| Issue #23's load test: the attacks of findings 2 and 5–8 replayed on the
| scaled set, each while a probe asks /health every 20 ms (what every other
| client feels: target p99 under 50 ms), and the server's peak RSS over all
| of them (target under 400 MB).
|
| One server process with the production rate limits, attacked as the issue's
| attacker did: each round is one client (its own address through
| X-Forwarded-For behind a trusted proxy), so the weighted limits, single
| flight, cache budget and bounded work are what is measured. Besides latency
| each round reports the answers it got and what it should leave behind: the
| hot page still fast, no session rows.
*/
import { randomBytes } from 'node:crypto'
import {
  burst,
  flood,
  probeHealth,
  sequentialP50,
  stampede,
  healthFigures,
  type HealthFigures,
  type StatusCounts,
} from './attack.js'
import { withClient } from './database.js'
import { drain } from './load.js'
import { peakRssMb, startAppServer, type AppServer } from './processes.js'
import { settings, verdict, type Verdict } from './settings.js'

export interface AbuseRound extends HealthFigures {
  finding: string
  label: string
  statuses: StatusCounts
  /** what the round should leave behind, e.g. the hot page's latency before and after */
  after: Record<string, number>
}

export interface AbuseResult {
  rounds: AbuseRound[]
  peak_rss_mb: number | null
  peak_rss_verdict: Verdict
}

const log = (message: string) => console.log(`  ${message}`)
const unique = () => randomBytes(6).toString('hex')

async function round(app: AppServer, planned: PlannedRound): Promise<AbuseRound> {
  const { finding, label } = planned
  const before = planned.before ? await planned.before() : 0
  await drain(app.base)
  const probe = await probeHealth(app.base)
  const statuses = await planned.attack()
  const health = await probe.stop()
  await drain(app.base)
  const result: AbuseRound = {
    finding,
    label,
    statuses,
    ...healthFigures(health, app.pid),
    after: planned.after ? await planned.after(before) : {},
  }
  log(
    `${finding} ${label}: /health p50 ${health.p50} ms, p99 ${health.p99} ms, ` +
      `max ${health.max} ms of ${health.samples}; answers ${JSON.stringify(statuses)}; RSS ${result.rss_after_mb} MB ${JSON.stringify(result.after)}`
  )
  return result
}

const sessionRows = (url: string) =>
  withClient(url, async (client) => {
    const result = await client.query<{ count: string }>('SELECT count(*) FROM sessions')
    return Number(result.rows[0].count)
  })

/** `to=` dates one day apart, from `first` on, so that every request of a burst is a distinct (uncached) one. */
const distinctTo = (count: number, path: string, first = 0) =>
  Array.from({ length: count }, (_, index) => {
    const day = first + index
    const to = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)
    return `${path}&to=${to}`
  })

/**
 * Finding 8 `BURSTS` times, each a new attacker and new dates, one after the
 * other: one burst is about a second, 50 probes, whose p99 would be its
 * single worst probe.
 */
const BURSTS = 5
const BURST_SIZE = 118

async function bursts(base: string, path: string) {
  const statuses: StatusCounts = {}
  for (let turn = 0; turn < BURSTS; turn++) {
    const paths = distinctTo(BURST_SIZE, path, turn * BURST_SIZE)
    for (const [status, count] of Object.entries(await burst(base, paths, attacker())))
      statuses[status] = (statuses[status] ?? 0) + count
    await drain(base)
  }
  return statuses
}

/** Each round is a new attacker (its own address): no round starts with another's spent budget. */
let attackers = 0
const attacker = () => ({ 'X-Forwarded-For': `198.51.100.${++attackers}` })

/** One attack of the load test: the finding it replays, what it does, what it should leave behind. */
interface PlannedRound {
  finding: string
  label: string
  attack: () => Promise<StatusCounts>
  /** measured before the attack, handed to `after` */
  before?: () => Promise<number>
  after?: (before: number) => Promise<Record<string, number>>
}

function plannedRounds(app: AppServer, databaseUrl: string, seconds: number): PlannedRound[] {
  const homeP50 = () => sequentialP50(app.base, '/', 50)
  const flooding = (workers: number, path: () => string) => () =>
    flood(app.base, { workers, seconds, path, headers: attacker() })
  return [
    {
      finding: '2',
      label: `24 identical concurrent /deals?q=<new value>, repeated for ${seconds} s`,
      attack: () =>
        stampede(app.base, {
          size: 24,
          seconds,
          path: () => `/deals?q=${unique()}`,
          headers: attacker(),
        }),
      before: homeP50,
      after: async (before) => ({ home_p50_ms_before: before, home_p50_ms_after: await homeP50() }),
    },
    {
      finding: '2',
      label: `4 concurrent /sitemap.xml, repeated for ${seconds} s`,
      attack: () =>
        stampede(app.base, { size: 4, seconds, path: () => '/sitemap.xml', headers: attacker() }),
    },
    {
      finding: '5',
      label: `16 connections GET /admin/login for ${seconds} s`,
      attack: flooding(16, () => '/admin/login'),
      before: () => sessionRows(databaseUrl),
      after: async (before) => ({ session_rows_added: (await sessionRows(databaseUrl)) - before }),
    },
    {
      finding: '6',
      label: `16 connections, a random /deals?q= each time, ${seconds} s`,
      attack: flooding(16, () => `/deals?q=${unique()}`),
      after: async () => ({ home_p50_ms_after: await homeP50() }),
    },
    {
      finding: '7',
      label: `12 concurrent /sitemap.xml for ${seconds} s`,
      attack: flooding(12, () => '/sitemap.xml'),
    },
    {
      finding: '8',
      label: `${BURST_SIZE} distinct events.ics?upcoming=false&limit=200&to=… at once, ${BURSTS} times`,
      attack: () => bursts(app.base, '/api/v1/events.ics?upcoming=false&limit=200'),
    },
    {
      finding: '8',
      label: `${BURST_SIZE} distinct /api/v1/events?upcoming=false&limit=200&to=… at once, ${BURSTS} times`,
      attack: () => bursts(app.base, '/api/v1/events?upcoming=false&limit=200'),
    },
  ]
}

/** `BENCH_ABUSE_FINDINGS` names the finding (or it is unset). */
const chosen = (finding: string) =>
  !settings.abuseFindings || settings.abuseFindings.split(',').includes(finding)

export async function measureAbuse(databaseUrl: string): Promise<AbuseResult> {
  console.log('Abuse rounds (issue #23) on the scaled set, production rate limits')
  const app = await startAppServer('abuse', databaseUrl, 'production')
  try {
    const results: AbuseRound[] = []
    for (const planned of plannedRounds(app, databaseUrl, settings.abuseSeconds)) {
      if (!chosen(planned.finding)) continue
      results.push(await round(app, planned))
    }
    const peak = peakRssMb(app.pid)
    log(`peak RSS over the abuse rounds: ${peak ?? 'unknown'} MB`)
    return { rounds: results, peak_rss_mb: peak, peak_rss_verdict: verdict('abusePeakRssMb', peak) }
  } finally {
    await app.stop()
  }
}
