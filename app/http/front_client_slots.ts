/*
| A request counted in front and allowed waits for one of its client's slots
| (#services/client_slots) here, before the router, rather than in the
| rate-limit middleware: the allowed requests of a burst then enter the full
| path one by one as slots free, instead of all being routed and validated
| on arrival while every other client waits. It is the last front handler,
| so an answer the replays can give never waits for a slot.
*/
import type { IncomingMessage } from 'node:http'
import type { FrontHandler } from '#http/response_guard'
import { countedInFrontOf } from '#http/front_rate_limit'
import { enterClientSlot, type ReleaseSlot } from '#services/client_slots'

/* the slot taken here for a request, or null when its client had no room left */
const slotsTaken = new WeakMap<IncomingMessage, ReleaseSlot | null>()

export function frontClientSlot(clientIp: (req: IncomingMessage) => string): FrontHandler {
  return (req, res) => {
    if (!countedInFrontOf(req)?.allowed) return false
    return enterClientSlot(clientIp(req)).then((release) => {
      slotsTaken.set(req, release)
      if (release) res.once('close', release)
      return false
    })
  }
}

/** The client slot for `req`: the one taken in front, or one entered now (null: refuse it). */
export function clientSlotFor(req: IncomingMessage, client: string): Promise<ReleaseSlot | null> {
  if (!slotsTaken.has(req)) return enterClientSlot(client)
  const taken = slotsTaken.get(req)!
  slotsTaken.delete(req)
  return Promise.resolve(taken)
}
