/*
| Settings of `npm run bench` (environment variables) and the targets of
| issue #10 that the figures are compared with. The bench reports a missed
| target; it never fails because of one.
*/

function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative number, got "${raw}"`)
  }
  return value
}

export const settings = {
  /** Scaled data set (`node ace demo:scale`) */
  cities: numberSetting('BENCH_CITIES', 200),
  events: numberSetting('BENCH_EVENTS', 20_000),
  /** autocannon connections of the side-by-side rounds */
  connections: numberSetting('BENCH_CONNECTIONS', 50),
  /** seconds of each side-by-side round */
  seconds: numberSetting('BENCH_SECONDS', 1),
  /** app/bare pairs per scenario */
  pairs: numberSetting('BENCH_PAIRS', 3),
  /** seconds of the warm-up of each scenario (the app only) */
  warmupSeconds: numberSetting('BENCH_WARMUP_SECONDS', 0.5),
  /** offered rate and duration of the fixed-rate latency run */
  fixedRate: numberSetting('BENCH_RATE', 1000),
  fixedRateSeconds: numberSetting('BENCH_RATE_SECONDS', 10),
  /** seconds the same rate is offered first, uncounted (the connections open) */
  fixedRateWarmupSeconds: numberSetting('BENCH_RATE_WARMUP_SECONDS', 1),
  /** single-client reads per kind on the scaled set */
  uncachedSamples: numberSetting('BENCH_UNCACHED_SAMPLES', 50),
  /** events in the bulk import on the scaled set (issue #27) */
  importEvents: numberSetting('BENCH_IMPORT_EVENTS', 2000),
  /** committed changes timed across two instances */
  propagationTrials: numberSetting('BENCH_PROPAGATION_TRIALS', 3),
  /** seconds of each abuse round (issue #23) */
  abuseSeconds: numberSetting('BENCH_ABUSE_SECONDS', 20),
  /** only the abuse rounds of these findings (`BENCH_ABUSE_FINDINGS=5,8`); unset: all */
  abuseFindings: process.env.BENCH_ABUSE_FINDINGS || '',
  /** `abuse`: only the scaled set's abuse rounds (bench/abuse.md), nothing else;
   * `staff`: only the staff search and import on the scaled set (bench/staff.json);
   * `a2a`: only the A2A message/send scenarios on the demo data (bench/a2a.md, a2a.json);
   * `crowd`: only fifty clients on fifty loopback addresses on the scaled set (bench/crowd.md);
   * `imports`: only issue #36's import rounds on the demo data (bench/imports.md, imports.json) */
  only: process.env.BENCH_ONLY || '',
  /** more Node flags of the app servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` */
  serverFlags: process.env.BENCH_SERVER_FLAGS || '',
  /** where results.json and results.md go (relative to the project) */
  output: process.env.BENCH_OUTPUT || 'bench',
}

/** Rate limits far above anything the bench sends: they must count, not refuse. */
export const UNLIMITED_RATE_LIMITS = {
  RATE_LIMIT_API: '1000000000',
  RATE_LIMIT_MCP: '1000000000',
  RATE_LIMIT_MCP_WRITE: '1000000000',
  RATE_LIMIT_CONTACT: '1000000000',
  RATE_LIMIT_SITE: '1000000000',
  /* the load generator is one client with many connections */
  CLIENT_MAX_IN_FLIGHT: '1000000',
  CLIENT_MAX_QUEUED: '1000000',
  /* nor the process's admission gate */
  ADMISSION_MAX_IN_FLIGHT: '1000000',
  ADMISSION_MAX_QUEUED: '1000000',
  ADMISSION_BUSY_SHARE: '100',
}

interface Target {
  /** as the issue states it */
  label: string
  check: (value: number) => boolean
}

const atLeast = (limit: number, unit = ''): Target => ({
  label: `≥ ${limit}${unit}`,
  check: (value) => value >= limit,
})
const atMost = (limit: number, unit = ''): Target => ({
  label: `≤ ${limit}${unit}`,
  check: (value) => value <= limit,
})

const TARGETS = {
  /** app/bare ratio of cached GET /api/v1/events and /api/v1/events/{id} */
  restRatio: atLeast(0.6, '×'),
  /** app/bare ratio of cached MCP tools/call list_events */
  mcpRatio: atLeast(0.4, '×'),
  /** issue #24: app/bare ratio of A2A message/send (events in a city) */
  a2aRatio: atLeast(0.3, '×'),
  fixedRateP99: atMost(10, ' ms'),
  peakRssMb: atMost(250, ' MB'),
  uncachedEventsP50: atMost(30, ' ms'),
  uncachedEventsP95: atMost(80, ' ms'),
  uncachedCityGuideP50: atMost(15, ' ms'),
  /** "pricing ≤ 60 ms": read as its p95 */
  uncachedPricingP95: atMost(60, ' ms'),
  propagationMs: atMost(1000, ' ms'),
  /** issue #23: what other clients feel during an attack, and the memory it may cost */
  abuseHealthP99: atMost(50, ' ms'),
  abusePeakRssMb: atMost(400, ' MB'),
  /** issue #27: search across everything on the scaled set, and a 2,000-event import */
  adminSearchP95: atMost(150, ' ms'),
  importMs: atMost(10_000, ' ms'),
  /** issue #39: the events list and an event's edit form on the scaled set, as fast as the public reads */
  adminListP95: atMost(150, ' ms'),
  adminEditP95: atMost(150, ' ms'),
}

export type TargetName = keyof typeof TARGETS

export interface Verdict {
  target: string
  pass: boolean
}

export function verdict(name: TargetName, value: number | null): Verdict {
  const target = TARGETS[name]
  return { target: target.label, pass: value !== null && target.check(value) }
}
