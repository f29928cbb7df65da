/*
| Which cores the crowd round's own load may use. In production the fifty
| clients, the readers and the probe are other machines; here they share the
| server's cores and take as much CPU as the server (bench/crowd.md). Pinning
| the round's processes (the bench process and every process it forks after,
| which inherit the mask) to the last core leaves the server and PostgreSQL a
| core nobody else uses, the nearest this machine has to a second one. The
| server itself is not pinned: it may still use every core, and neither is
| the /health probe (unpin).
|
| BENCH_CROWD_CPUS: a `taskset` core list for the load ("1", "2-3"), or
| "none" to leave it unpinned. Default: the last core, on two cores or more.
*/
import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

const ALL_CORES = `0-${availableParallelism() - 1}`

function defaultCores(): string | null {
  const cores = availableParallelism()
  return cores >= 2 ? String(cores - 1) : null
}

/** The core list the round's load runs on, or null when it is not pinned. */
function harnessCores(): string | null {
  const chosen = process.env.BENCH_CROWD_CPUS
  if (chosen === 'none') return null
  return chosen || defaultCores()
}

/** Sets the core list of every thread of `pid`; false when taskset is missing or refuses. */
function pin(pid: number, cores: string): boolean {
  const result = spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' })
  return result.status === 0
}

/**
 * Gives a process forked by the pinned round every core back: the /health
 * probe stands for a monitor elsewhere, which would not wait behind the load.
 */
export const unpin = (pid: number) => void pin(pid, ALL_CORES)

/**
 * Pins this process (and so what it forks from now on) to the round's cores;
 * the returned function gives it every core back. Null when nothing was pinned.
 */
export function pinHarness(): { cores: string; release: () => void } | null {
  const cores = harnessCores()
  if (!cores || !pin(process.pid, cores)) return null
  return { cores, release: () => unpin(process.pid) }
}
