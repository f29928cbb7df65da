/*
| The app against the bare server on the same bytes: alternating rounds
| (app, bare, app, bare, ...), the figure is the median of the pair ratios,
| so drift on a shared machine hits both sides alike.
*/
import { drain, fire, median, medianOrNull, type Round } from './load.js'
import type { Scenario } from './scenarios.js'
import { settings, verdict, type Verdict } from './settings.js'

export interface SideBySide {
  id: string
  label: string
  method: string
  path: string
  status: number
  bytes: number
  app_rps: number
  bare_rps: number
  /** median of the per-pair app/bare ratios */
  ratio: number
  ratios: number[]
  app_p50_ms: number | null
  app_p99_ms: number | null
  bare_p50_ms: number | null
  bare_p99_ms: number | null
  unexpected_answers: number
  verdict: Verdict | null
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

function summarize(scenario: Scenario, bytes: number, app: Round[], bare: Round[]): SideBySide {
  const ratios = app.map((round, index) => round.rps / bare[index].rps)
  const ratio = median(ratios)
  return {
    id: scenario.id,
    label: scenario.label,
    method: scenario.request.method,
    path: scenario.request.path,
    status: scenario.expectStatus,
    bytes,
    app_rps: Math.round(median(app.map((round) => round.rps))),
    bare_rps: Math.round(median(bare.map((round) => round.rps))),
    ratio: round3(ratio),
    ratios: ratios.map(round3),
    app_p50_ms: medianOrNull(app.map((round) => round.p50)),
    app_p99_ms: medianOrNull(app.map((round) => round.p99)),
    bare_p50_ms: medianOrNull(bare.map((round) => round.p50)),
    bare_p99_ms: medianOrNull(bare.map((round) => round.p99)),
    unexpected_answers: [...app, ...bare].reduce((sum, round) => sum + round.unexpected, 0),
    verdict: scenario.target ? verdict(scenario.target, ratio) : null,
  }
}

export async function sideBySide(
  scenario: Scenario,
  bytes: number,
  appBase: string,
  bareBase: string
): Promise<SideBySide> {
  const load = { connections: settings.connections, seconds: settings.seconds }
  const { request, expectStatus } = scenario
  if (settings.warmupSeconds > 0) {
    await fire(appBase, request, expectStatus, { ...load, seconds: settings.warmupSeconds })
    await drain(appBase)
  }
  const app: Round[] = []
  const bare: Round[] = []
  for (let pair = 0; pair < settings.pairs; pair++) {
    app.push(await fire(appBase, request, expectStatus, load))
    await drain(appBase)
    bare.push(await fire(bareBase, request, expectStatus, load))
  }
  return summarize(scenario, bytes, app, bare)
}
