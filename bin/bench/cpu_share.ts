/*
| Where the CPU went during a phase of a round, from /proc: the app server's
| main thread (the event loop) on a core and waiting in the run queue for
| one (/proc/<pid>/schedstat), and the machine's cores busy (/proc/stat). A
| request the loop would answer at once still waits while the thread waits
| for a core: on a two-core machine that also runs the load and PostgreSQL,
| this tells the machine's share of a latency from the server's own.
*/
import { readFileSync } from 'node:fs'

interface Reading {
  at: number
  threadCpuNs: number
  threadWaitNs: number
  machineBusy: number
  machineTotal: number
}

export interface CpuShare {
  /** ms per second the event loop's thread ran on a core */
  loop_cpu_ms_per_s: number
  /** ms per second it was ready to run but waited for a core */
  loop_waiting_ms_per_s: number
  /** share of the machine's cores busy (0–1) */
  machine_busy: number
}

function read(pid: number): Reading | null {
  try {
    const [cpu, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number)
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1)
    const ticks = fields.map(Number)
    /* idle and iowait are the 4th and 5th */
    const total = ticks.reduce((sum, value) => sum + value, 0)
    return {
      at: performance.now(),
      threadCpuNs: cpu,
      threadWaitNs: wait,
      machineBusy: total - ticks[3] - ticks[4],
      machineTotal: total,
    }
  } catch {
    return null
  }
}

/** Starts measuring `pid`'s main thread and the machine; `stop()` gives the phase's shares (null without /proc). */
export function measureCpuShare(pid: number): { stop(): CpuShare | null } {
  const start = read(pid)
  return {
    stop() {
      const end = read(pid)
      if (!start || !end) return null
      const seconds = (end.at - start.at) / 1000
      const perSecond = (ns: number) => Math.round(ns / 1e6 / seconds)
      return {
        loop_cpu_ms_per_s: perSecond(end.threadCpuNs - start.threadCpuNs),
        loop_waiting_ms_per_s: perSecond(end.threadWaitNs - start.threadWaitNs),
        machine_busy:
          Math.round(
            ((end.machineBusy - start.machineBusy) / (end.machineTotal - start.machineTotal)) * 100
          ) / 100,
      }
    },
  }
}
