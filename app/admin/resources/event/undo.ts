/*
| "Undo" after a one-click change on the events list (ticket status, waiting
| list, rounds sold out): for a short while, the staff member who made it can put the previous
| value back, as long as nobody changed the event since. The undo is itself
| an audited change.
*/
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import type Event from '#models/event'
import { auditedChange, type Actor } from '#admin/staff/audit_trail'
import { eventSnapshot, findEvent } from '#admin/resources/event/records'

/** How long the server accepts an undo (the page offers it for the first seconds). */
export const UNDO_WINDOW_SECONDS = 120

export type UndoOutcome = { undone: true; event: Event } | { undone: false; reason: string }

class UndoRefused extends Error {}

/** The audit entry of the latest change of an event: what an undo would take back. */
export async function latestEventChange(eventId: string) {
  const entry = await AuditLog.query()
    .where({ entity_type: 'event', entity_id: eventId })
    .orderBy('id', 'desc')
    .first()
  return entry?.id ?? null
}

function quickFieldsOf(snapshot: Record<string, unknown> | null) {
  const rounds = (snapshot?.ticket_options ?? []) as { soldOut?: boolean }[]
  return {
    ticket_status: snapshot?.ticket_status,
    waitlist_open: snapshot?.waitlist_open,
    sold_out: rounds.map((round) => round.soldOut ?? false),
  }
}

/** Puts each round's sold-out back as it was, by position (the rounds are the same ones). */
async function restoreSoldOut(record: Event, soldOut: boolean[]) {
  for (const [index, round] of record.ticketOptions.entries()) {
    if (soldOut[index] === undefined || round.soldOut === soldOut[index]) continue
    round.soldOut = soldOut[index]
    await round.save()
  }
}

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)

async function undoableEntry(actor: Actor, eventId: string, entryId: number) {
  const latest = await latestEventChange(eventId)
  const entry = await AuditLog.find(entryId)
  if (!entry || entry.entityType !== 'event' || entry.entityId !== eventId)
    throw new UndoRefused('There is no such change of this event to undo.')
  if (entry.adminUserId !== actor.id) throw new UndoRefused('Only who made a change can undo it.')
  if (entry.createdAt < DateTime.now().minus({ seconds: UNDO_WINDOW_SECONDS }))
    throw new UndoRefused('Too late to undo: change it again on the list or the edit page.')
  if (latest !== entry.id)
    throw new UndoRefused('Not undone: the event has changed since. See its history.')
  return entry
}

export async function undoQuickChange(
  actor: Actor,
  eventId: string,
  entryId: number
): Promise<UndoOutcome> {
  try {
    const event = await auditedChange(actor, 'event', async (trx) => {
      const entry = await undoableEntry(actor, eventId, entryId)
      const record = await findEvent(eventId, trx)
      const before = eventSnapshot(record)
      if (!same(quickFieldsOf(before), quickFieldsOf(entry.after)))
        throw new UndoRefused('Not undone: the event has changed since. See its history.')
      const previous = quickFieldsOf(entry.before)
      record.merge({
        ticketStatus: previous.ticket_status as Event['ticketStatus'],
        waitlistOpen: Boolean(previous.waitlist_open),
      })
      await record.save()
      await restoreSoldOut(record, previous.sold_out)
      return {
        action: 'update',
        entityId: eventId,
        before,
        after: eventSnapshot(record),
        result: record,
      }
    })
    return { undone: true, event }
  } catch (error) {
    if (error instanceof UndoRefused) return { undone: false, reason: error.message }
    throw error
  }
}
