/*
| A list's bulk change and the events list's one-click changes, HTTP-free and
| through the gate: on the versions the page showed; the history entries they
| leave are what "Undo" takes back. An event's own refusal (no ticket rounds
| to mark sold out, "opens soon" without a sales date) and the database's
| refusal to publish a picture without alt text come back typed.
*/
import { applyBulk, type BulkChange, type BulkResource } from '#admin/engine/bulk_actions'
import { changeEventState, EventChangeRefused } from '#admin/resources/event/resource'
import { isAltRefusal, PUBLISHING_NEEDS_ALT } from '#admin/media/media_library'
import type { Actor } from '#admin/staff/audit_trail'
import { through, type ActionFailure } from '#admin/actions/gate'

function eventRefusal(error: unknown): ActionFailure | null {
  if (error instanceof EventChangeRefused) return { kind: 'refused', message: error.message }
  if (isAltRefusal(error)) return { kind: 'publishing', message: PUBLISHING_NEEDS_ALT }
  return null
}

/** One change to every chosen record of a list, all or nothing; the history entries written. */
export function bulkChange(
  actor: Actor,
  type: BulkResource,
  ids: string[],
  change: BulkChange,
  seen?: Map<string, number>
) {
  return through(actor, 'content', () => applyBulk(actor, type, ids, change, seen), eventRefusal)
}

export type QuickChange = Parameters<typeof changeEventState>[2]

/** One click on the events list: the ticket status, sold out or the waiting list of one event. */
export function quickEventChange(actor: Actor, id: string, change: QuickChange, expected?: number) {
  return through(
    actor,
    'content',
    () => changeEventState(actor, id, change, expected),
    eventRefusal
  )
}
