/*
| Where the CPU went during a phase of a round, from /proc: the app server's
| main thread (the event loop) on a core and waiting in the run queue for
| one (/proc/<pid>/schedstat), and the machine's cores busy (/proc/stat). A
| request the loop would answer at once still waits while the thread waits
| for a core: on a two-core machine that also runs the load and PostgreSQL,
| this tells the machine's share of a latency from the server's own. The
| cores' time is split between the server (all its threads), PostgreSQL (all
| its processes) and the rest (the bench's readers, clients and probe).
*/
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux) */
const TICKS_PER_SECOND = 100

interface Reading {
  at: number
  threadCpuNs: number
  threadWaitNs: number
  machineBusy: number
  machineTotal: number
  serverTicks: number
  postgresTicks: number
}

export interface CpuShare {
  /** ms per second the event loop's thread ran on a core */
  loop_cpu_ms_per_s: number
  /** ms per second it was ready to run but waited for a core */
  loop_waiting_ms_per_s: number
  /** share of the machine's cores busy (0–1) */
  machine_busy: number
  /** cores' ms per second: the server process (every thread), PostgreSQL, everything else */
  server_ms_per_s: number
  postgres_ms_per_s: number
  others_ms_per_s: number
}

/** utime + stime of a process (all its threads), in clock ticks; 0 once it is gone. */
function processTicks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

function postgresTicks(): number {
  let total = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        total += processTicks(pid)
    } catch {}
  }
  return total
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
      serverTicks: processTicks(pid),
      postgresTicks: postgresTicks(),
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
      const ticksPerSecond = (ticks: number) => perSecond((ticks / TICKS_PER_SECOND) * 1e9)
      const busy = ticksPerSecond(end.machineBusy - start.machineBusy)
      const server = ticksPerSecond(end.serverTicks - start.serverTicks)
      const postgres = ticksPerSecond(end.postgresTicks - start.postgresTicks)
      return {
        loop_cpu_ms_per_s: perSecond(end.threadCpuNs - start.threadCpuNs),
        loop_waiting_ms_per_s: perSecond(end.threadWaitNs - start.threadWaitNs),
        machine_busy:
          Math.round(
            ((end.machineBusy - start.machineBusy) / (end.machineTotal - start.machineTotal)) * 100
          ) / 100,
        server_ms_per_s: server,
        postgres_ms_per_s: postgres,
        others_ms_per_s: Math.max(0, busy - server - postgres),
      }
    },
  }
}
