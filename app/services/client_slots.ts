/*
| Bounded work per client: a client has at most `inFlight` counted requests
| being worked on at once; the next ones wait their turn in order, and past
| `queued` waiting ones a request is refused (429, Retry-After 1). So a burst
| that fits the rate limit (twenty calendars of 200 events at once) is worked
| off a few at a time while every other client's requests go in between,
| instead of filling the event loop and the database pool. Per process, like
| the memory limiter; settings in config/service.ts (CLIENT_MAX_IN_FLIGHT,
| CLIENT_MAX_QUEUED).
*/
import { serviceConfig } from '#config/service'
import type { ClientKey } from '#lib/client_key'

interface Slots {
  running: number
  waiting: (() => void)[]
}

const clients = new Map<string, Slots>()

/** Releases the slot taken by `enterClientSlot`; safe to call once. */
export type ReleaseSlot = () => void

/**
 * Takes one of the client's slots, waiting for it if all are busy; null when
 * too many of its requests are already waiting (refuse the request).
 */
export async function enterClientSlot(client: ClientKey): Promise<ReleaseSlot | null> {
  const { inFlight, queued } = serviceConfig.clientSlots
  const slots = clients.get(client) ?? { running: 0, waiting: [] }
  clients.set(client, slots)
  if (slots.running >= inFlight) {
    if (slots.waiting.length >= queued) return null
    await new Promise<void>((resolve) => slots.waiting.push(resolve))
  } else {
    slots.running++
  }
  let released = false
  return () => {
    if (released) return
    released = true
    const next = slots.waiting.shift()
    if (next) return next()
    slots.running--
    if (slots.running === 0) clients.delete(client)
  }
}
