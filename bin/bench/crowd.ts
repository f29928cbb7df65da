/*
| Issue 36 item 6: fifty clients, each inside its own budget, on fifty
| addresses of the loopback range (127.0.0.2–51, each client socket bound
| with `localAddress`), ask for heavy work nobody asked before: calendars of
| 200 events with their own `to=` date, MCP `list_events` of 200 with its
| own date, A2A questions with their own text. Each sends one request every
| PACE_MS (a calendar is 6 points: about 13 a minute of 120), one after the
| other, from their own process (crowd_clients.ts). Meanwhile a probe in its
| own process asks `/health` every 20 ms and readers (here) ask a cached
| read as fast as they can; the same readers alone before (idle) give the
| throughput to compare with.
|
| The readers come from 127.0.0.1 with the rate limits raised out of their
| way (they measure the server, not a budget); the fifty clients keep to the
| production budgets by their pace, and the per-client slots and the
| admission gate are the production ones (defaults, or the environment).
|
| The readers and the fifty clients run in processes of their own, at nice
| BENCH_CROWD_NICE (0 unless set: the server's priority). In production they
| are other machines; here they share the server's two cores, and the
| readers alone take about as much CPU as the server. A lower priority for
| them (10) took /health's p99 down and the readers' ratio with it (they
| then lose the cores to PostgreSQL under the flood): bench/crowd.md. On two
| cores or more they run on the last core only instead (affinity.ts).
*/
import { fork } from 'node:child_process'
import { once } from 'node:events'
import { loadavg, setPriority } from 'node:os'
import { fileURLToPath } from 'node:url'
import { CLIENTS, PACE_MS } from './crowd_clients.js'
import { probeHealth, type StatusCounts } from './attack.js'
import { drain, fire } from './load.js'
import { peakRssMb, startAppServer } from './processes.js'
import { settings } from './settings.js'
import type { CpuShare } from './cpu_share.js'
import { pinHarness, unpin } from './affinity.js'
import { countedSeconds, scheduleFor, slicesOf, type Phase, type Schedule } from './crowd_slices.js'
import { cpuBySlice, cpuOfPhase, probeOfPhase, sliceP99 } from './crowd_measures.js'
import type { SlicedReads } from './crowd_readers.js'
import type { ProbeSamples } from './health_probe.js'

const READ_PATH = '/api/v1/events?limit=20'
const READERS = 4
const LIMITS_OUT_OF_THE_READERS_WAY = {
  RATE_LIMIT_API: '1000000000',
  RATE_LIMIT_MCP: '1000000000',
  RATE_LIMIT_SITE: '1000000000',
}

export interface CrowdSlice {
  phase: Phase
  reads_per_second: number
  health_p99_ms: number | null
}

export interface CrowdResult {
  clients: number
  pace_ms: number
  /** seconds counted per phase (the slices' counted parts together) */
  seconds: number
  slice_seconds: number
  settle_seconds: number
  /** the niceness of the readers' and clients' processes */
  harness_nice: number
  /** the cores the readers and clients were pinned to (affinity.ts); null: unpinned */
  harness_cores: string | null
  load_average: { before: number[]; after: number[] }
  idle: { reads_per_second: number; health_p99_ms: number | null }
  flood: {
    statuses: Record<string, StatusCounts>
    reads_per_second: number
    reads_unexpected: number
    health_p50_ms: number | null
    health_p99_ms: number | null
    health_max_ms: number | null
    health_samples: number
    /** p99 of how late the probe itself sent: its process waiting for a core */
    health_late_p99_ms: number | null
    /** p99 of the database ping the answers of /health report */
    health_database_p99_ms: number | null
  }
  /** each slice in the order run */
  slices: CrowdSlice[]
  /** the server's event loop thread and the machine's cores, idle and during the flood */
  cpu: { idle: CpuShare | null; flood: CpuShare | null }
  /** cached reads under the flood / idle (target ≥ 0.8) */
  read_ratio: number
  peak_rss_mb: number | null
}

/** The niceness of the round's load: its readers' and clients' processes. */
const HARNESS_NICE = Number(process.env.BENCH_CROWD_NICE ?? 0)
/** The length of a slice (crowd_slices.ts). */
const SLICE_SECONDS = Number(process.env.BENCH_CROWD_SLICE_SECONDS ?? 5)
/** Time for the forked processes to start before the first slice. */
const START_DELAY_MS = 3000

/** Runs `file` of this folder in a process of its own at HARNESS_NICE; what it sends back. */
async function forkedLoad<T>(file: string, args: string[]): Promise<T> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    execArgv: process.execArgv,
  })
  if (HARNESS_NICE) setPriority(child.pid!, HARNESS_NICE)
  const [answer] = (await once(child, 'message')) as [T]
  await once(child, 'exit')
  return answer
}

/** The fifty clients (crowd_clients.ts) through the flood slices; their answers by kind. */
const crowd = (base: string, schedule: Schedule) =>
  forkedLoad<Record<string, StatusCounts>>('crowd_clients.ts', [base, JSON.stringify(schedule)])

const readers = (base: string, schedule: Schedule) =>
  forkedLoad<SlicedReads>('crowd_readers.ts', [
    base,
    READ_PATH,
    String(READERS),
    JSON.stringify(schedule),
  ])

const loadAverages = () => loadavg().map((value) => Math.round(value * 100) / 100)
const round1 = (value: number) => Math.round(value * 10) / 10

/** Reads per second of the slices of `phase`. */
function readRate(reads: SlicedReads, schedule: Schedule, phase: Phase): number {
  const slices = slicesOf(schedule, phase)
  const total = slices.reduce((sum, index) => sum + reads.counts[index], 0)
  return total / (slices.length * countedSeconds(schedule))
}

interface Measured {
  schedule: Schedule
  reads: SlicedReads
  statuses: Record<string, StatusCounts>
  samples: ProbeSamples
  shares: Awaited<ReturnType<typeof cpuBySlice>>
}

/** One schedule of alternating slices against the running server. */
async function measureSlices(base: string, pid: number): Promise<Measured> {
  const schedule = scheduleFor(settings.abuseSeconds, SLICE_SECONDS, START_DELAY_MS)
  const probe = await probeHealth(base)
  unpin(probe.pid)
  const [reads, statuses, shares] = await Promise.all([
    readers(base, schedule),
    crowd(base, schedule),
    cpuBySlice(pid, schedule),
  ])
  return { schedule, reads, statuses, shares, samples: await probe.stopSamples() }
}

function figures(measured: Measured) {
  const { schedule, reads, samples, shares } = measured
  const idleRate = readRate(reads, schedule, 'idle')
  const floodRate = readRate(reads, schedule, 'flood')
  const slices = schedule.phases.map((phase, index) => ({
    phase,
    reads_per_second: round1(reads.counts[index] / countedSeconds(schedule)),
    health_p99_ms: sliceP99(samples, schedule, index),
  }))
  return {
    idleRate,
    floodRate,
    slices,
    idleHealth: probeOfPhase(samples, schedule, 'idle'),
    health: probeOfPhase(samples, schedule, 'flood'),
    cpu: {
      idle: cpuOfPhase(shares, schedule, 'idle'),
      flood: cpuOfPhase(shares, schedule, 'flood'),
    },
  }
}

export async function measureCrowd(databaseUrl: string): Promise<CrowdResult> {
  console.log(
    `Fifty clients on fifty loopback addresses (issue 36), ${settings.abuseSeconds} s per phase in slices of ${SLICE_SECONDS} s`
  )
  const before = loadAverages()
  const app = await startAppServer(
    'crowd',
    databaseUrl,
    'production',
    LIMITS_OUT_OF_THE_READERS_WAY
  )
  /* after the server started, so that only the load inherits the mask */
  const pinned = pinHarness()
  try {
    await fire(app.base, { method: 'GET', path: READ_PATH, headers: {} }, 200, {
      connections: READERS,
      seconds: 1,
    })
    await drain(app.base)
    const measured = await measureSlices(app.base, app.pid)
    await drain(app.base)
    const { schedule, reads, statuses } = measured
    const { idleRate, floodRate, slices, idleHealth, health, cpu } = figures(measured)
    const result: CrowdResult = {
      clients: CLIENTS,
      pace_ms: PACE_MS,
      seconds: round1((schedule.phases.length / 2) * countedSeconds(schedule)),
      slice_seconds: schedule.slice_ms / 1000,
      settle_seconds: schedule.settle_ms / 1000,
      harness_nice: HARNESS_NICE,
      harness_cores: pinned?.cores ?? null,
      load_average: { before, after: loadAverages() },
      idle: { reads_per_second: round1(idleRate), health_p99_ms: idleHealth.p99 },
      flood: {
        statuses,
        reads_per_second: round1(floodRate),
        reads_unexpected: reads.unexpected,
        health_p50_ms: health.p50,
        health_p99_ms: health.p99,
        health_max_ms: health.max,
        health_samples: health.samples,
        health_late_p99_ms: health.lateP99,
        health_database_p99_ms: health.databaseP99,
      },
      slices,
      cpu,
      read_ratio: Math.round((floodRate / idleRate) * 100) / 100,
      peak_rss_mb: peakRssMb(app.pid),
    }
    console.log(`  ${JSON.stringify(result)}`)
    return result
  } finally {
    pinned?.release()
    await app.stop()
  }
}
