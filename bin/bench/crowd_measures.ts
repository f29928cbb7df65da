/*
| The crowd round's figures by phase (crowd_slices.ts): the probe's samples
| and the cores' shares of each slice's counted part, gathered by phase.
*/
import { probeFigures, type ProbeFigures } from './attack.js'
import { measureCpuShare, type CpuShare } from './cpu_share.js'
import {
  countedSlice,
  countedWindow,
  sleepUntil,
  slicesOf,
  type Phase,
  type Schedule,
} from './crowd_slices.js'
import type { ProbeSamples } from './health_probe.js'

/** The probe's samples whose due time falls in a counted part of a slice of `phase`. */
export function probeOfPhase(
  samples: ProbeSamples,
  schedule: Schedule,
  phase: Phase
): ProbeFigures {
  const kept = samples.at.flatMap((at, index) => {
    const slice = countedSlice(schedule, at)
    return slice !== null && schedule.phases[slice] === phase ? [index] : []
  })
  return probeFigures({
    latencies: kept.map((index) => samples.latencies[index]),
    late: kept.map((index) => samples.late[index]),
    database: kept.map((index) => samples.database[index]),
  })
}

/** The p99 of the probe's samples in one slice's counted part. */
export function sliceP99(samples: ProbeSamples, schedule: Schedule, slice: number): number | null {
  const kept = samples.at.flatMap((at, index) =>
    countedSlice(schedule, at) === slice ? [samples.latencies[index]] : []
  )
  return probeFigures({ latencies: kept, late: [], database: [] }).p99
}

/** The server's and the machine's CPU in each slice's counted part; resolves after the last. */
export async function cpuBySlice(pid: number, schedule: Schedule): Promise<(CpuShare | null)[]> {
  const shares: (CpuShare | null)[] = []
  for (const [index] of schedule.phases.entries()) {
    const [start, end] = countedWindow(schedule, index)
    await sleepUntil(start)
    const share = measureCpuShare(pid)
    await sleepUntil(end)
    shares.push(share.stop())
  }
  return shares
}

/** The mean of the shares of the slices of `phase` (null when /proc gave none). */
export function cpuOfPhase(
  shares: (CpuShare | null)[],
  schedule: Schedule,
  phase: Phase
): CpuShare | null {
  const ofPhase = slicesOf(schedule, phase).map((index) => shares[index])
  if (ofPhase.some((share) => share === null) || ofPhase.length === 0) return null
  const mean = (key: keyof CpuShare) => {
    const total = ofPhase.reduce((sum, share) => sum + share![key], 0)
    return Math.round((total / ofPhase.length) * 100) / 100
  }
  return {
    loop_cpu_ms_per_s: Math.round(mean('loop_cpu_ms_per_s')),
    loop_waiting_ms_per_s: Math.round(mean('loop_waiting_ms_per_s')),
    machine_busy: mean('machine_busy'),
    server_ms_per_s: Math.round(mean('server_ms_per_s')),
    postgres_ms_per_s: Math.round(mean('postgres_ms_per_s')),
    others_ms_per_s: Math.round(mean('others_ms_per_s')),
  }
}
