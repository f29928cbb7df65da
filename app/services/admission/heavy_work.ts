/*
| What the process counts as heavy work, declared once for every door and
| for the front path (app/http/front/rate_limit.ts) as for the full path
| (the rate-limit middleware, MCP, the admin panel's imports, picture jobs):
|
| - a read that weighs HEAVY_READ_POINTS or more (#services/request_weight:
|   calendars, pages of 200 events, searches, whole lists, documents, the
|   sitemap), asked by a REST route, a site or discovery route or an MCP tool;
| - the operations named below: understanding an A2A question, spreadsheet
|   imports and exports, turning an uploaded picture into its sizes.
|
| Heavy work goes through the process's admission gate (admission_gate.ts):
| a few at once, a short queue, 503 with Retry-After beyond it. Everything
| else (`/health`, replayed cached answers, single items, the admin panel's
| own pages) never waits for it. Staff work waits its turn ahead of the
| public's and is never refused: an editor's upload is not lost to a flood.
*/
import { messageWeight, requestWeight } from '#services/request_weight'

/** Reads of at least this many points are heavy: a 200-event page (2), a calendar (3 per 100 events). */
const HEAVY_READ_POINTS = 2

export type HeavyWork = 'read' | 'understanding' | 'spreadsheet' | 'picture'

/** Heavy operations that no read weight describes, by route name (or job). */
const HEAVY_OPERATIONS: Record<string, HeavyWork> = {
  'a2a.rpc': 'understanding',
  'a2a_rest.handle': 'understanding',
  'admin.events.import.check': 'spreadsheet',
  'admin.events.import.apply': 'spreadsheet',
  'admin.events.import.undo': 'spreadsheet',
  'admin.events.export': 'spreadsheet',
}

/** Work staff asked for: queued ahead of the public's, never refused. */
export const STAFF_WORK: ReadonlySet<HeavyWork> = new Set(['spreadsheet', 'picture'])

/**
 * The heavy work a request asks for (its read or route name, e.g.
 * `getEventsCalendar`, `list_events`, `a2a.rpc`, with its query or tool
 * arguments), or null when it is light.
 */
export function heavyWorkOf(
  read: string | null | undefined,
  params?: Record<string, unknown> | null
): HeavyWork | null {
  if (!read) return null
  if (Object.hasOwn(HEAVY_OPERATIONS, read)) return HEAVY_OPERATIONS[read]
  return requestWeight(read, params) >= HEAVY_READ_POINTS ? 'read' : null
}

/** The heavy work of JSON-RPC messages to an MCP endpoint (one, or a batch by its points, as it is charged). */
export function heavyMessagesOf(body: unknown): HeavyWork | null {
  const messages: unknown[] = Array.isArray(body) ? body : [body]
  const points = messages.reduce<number>((total, message) => total + messageWeight(message), 0)
  return points >= HEAVY_READ_POINTS ? 'read' : null
}
