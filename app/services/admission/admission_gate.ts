/*
| Admission control for the whole process: at most ADMISSION_MAX_IN_FLIGHT
| pieces of heavy work (heavy_work.ts) run at once, the next ones wait in
| order, and past ADMISSION_MAX_QUEUED waiting public ones a request is
| refused at once (ServiceBusyException: 503 with Retry-After). The per-client
| slots (#services/client_slots) keep one client from taking every place;
| this gate keeps fifty clients, each inside its own budget, from taking the
| event loop and the database pool from everyone else. Staff work (imports,
| pictures) waits ahead of the public's and is never refused. Per process,
| like the client slots.
|
| A count alone does not keep the loop free: while it is busy (utilisation
| above BUSY_LOOP, loop_load.ts: cached reads, /health, the admin panel's
| pages), public heavy work runs one piece at a time and rests between
| pieces, so that it takes at most ADMISSION_BUSY_SHARE of the time.
*/
import { serviceConfig } from '#config/service'
import ServiceBusyException from '#exceptions/service_busy_exception'
import { STAFF_WORK, type HeavyWork } from '#services/admission/heavy_work'
import { loopUtilization } from '#services/admission/loop_load'

/** Above this utilisation the event loop is busy: public heavy work only gets its share. */
const BUSY_LOOP = 0.7
/** The longest rest after one piece (a piece that waited on a lock is not CPU time). */
const MAX_REST_MS = 1000
/** How soon waiting public work looks again whether the loop has room. */
const RECHECK_MS = 20

interface Turn {
  start(): void
}

const { inFlight: maxInFlight, queued: maxQueued, busyShare } = serviceConfig.admission
const waiting = { staff: [] as Turn[], public: [] as Turn[] }
let inFlight = 0
/** While the loop is busy, no public piece starts before this time (performance.now()). */
let restUntil = 0
let recheck: NodeJS.Timeout | undefined

/** The queue of public work is full: the next public heavy request would be refused. */
export function admissionIsFull(): boolean {
  return waiting.public.length >= maxQueued
}

/** Public heavy work is waiting for its turn: the process is working at capacity. */
export function admissionIsUnderPressure(): boolean {
  return waiting.public.length > 0
}

const loopIsBusy = () => busyShare < 1 && loopUtilization() > BUSY_LOOP

function publicMayStart(): boolean {
  if (waiting.public.length === 0) return false
  if (!loopIsBusy()) return true
  return inFlight === 0 && performance.now() >= restUntil
}

function nextTurn(): Turn | undefined {
  if (waiting.staff.length) return waiting.staff.shift()
  return publicMayStart() ? waiting.public.shift() : undefined
}

/** Starts what may start now; looks again soon while public work waits for room. */
function pump() {
  while (inFlight < maxInFlight) {
    const turn = nextTurn()
    if (!turn) break
    turn.start()
  }
  if (waiting.public.length && !recheck) {
    const wait = Math.max(RECHECK_MS, restUntil - performance.now())
    recheck = setTimeout(() => {
      recheck = undefined
      pump()
    }, wait)
  }
}

async function run<T>(work: () => Promise<T>, staff: boolean): Promise<T> {
  inFlight++
  const started = performance.now()
  try {
    return await work()
  } finally {
    inFlight--
    if (!staff && loopIsBusy()) {
      const took = performance.now() - started
      const rest = Math.min(MAX_REST_MS, (took * (1 - busyShare)) / busyShare)
      restUntil = Math.max(restUntil, performance.now() + rest)
    }
    pump()
  }
}

/** Runs `work` when its turn comes; throws ServiceBusyException when the public queue is full. */
export async function admit<T>(kind: HeavyWork, work: () => Promise<T>): Promise<T> {
  const staff = STAFF_WORK.has(kind)
  if (!staff && admissionIsFull()) {
    throw ServiceBusyException.refusal()
  }
  return new Promise<T>((resolve, reject) => {
    const turn = { start: () => void run(work, staff).then(resolve, reject) }
    ;(staff ? waiting.staff : waiting.public).push(turn)
    pump()
  })
}
