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
*/
import PQueue from 'p-queue'
import { serviceConfig } from '#config/service'
import ServiceBusyException from '#exceptions/service_busy_exception'
import { STAFF_WORK, type HeavyWork } from '#services/admission/heavy_work'

const PUBLIC = 0
const STAFF = 1

const queue = new PQueue({ concurrency: serviceConfig.admission.inFlight })

/** The queue of public work is full: the next public heavy request would be refused. */
export function admissionIsFull(): boolean {
  return queue.sizeBy({ priority: PUBLIC }) >= serviceConfig.admission.queued
}

/** Runs `work` when its turn comes; throws ServiceBusyException when the public queue is full. */
export async function admit<T>(kind: HeavyWork, work: () => Promise<T>): Promise<T> {
  const staff = STAFF_WORK.has(kind)
  if (!staff && admissionIsFull()) {
    throw ServiceBusyException.refusal()
  }
  return queue.add(work, { priority: staff ? STAFF : PUBLIC })
}
