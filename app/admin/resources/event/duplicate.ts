/*
| "Duplicate" of an event, e.g. next year's edition: every field and ticket
| round copied, its dates moved by a chosen shift in the event's own zone (so
| 21:00 stays 21:00 across a clock change), as a new draft with the same
| picture (pictures are stored by content hash and deleted only when no
| record uses them). One audited create.
*/
import type { DurationLikeObject } from 'luxon'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
import type { TicketStatus } from '#schemas/enums'
import type { DuplicateEventInput } from '#admin/resources/event/duplicate_validator'
import { auditedChange, type Actor } from '#admin/staff/audit_trail'
import { eventSnapshot, findEvent } from '#admin/resources/event/records'

const SHIFTED_TIMES = [
  'startAt',
  'endAt',
  'salesOpenAt',
  'earlyAccessStartsAt',
  'earlyAccessEndsAt',
] as const

const NOT_COPIED = ['id', 'createdAt', 'updatedAt', 'publishAt', 'unpublishAt']

type Shift = Pick<DuplicateEventInput, 'shift_amount' | 'shift_unit'>

const durationOf = (shift: Shift): DurationLikeObject => ({
  [shift.shift_unit]: shift.shift_amount,
})

/** Years in a text moved on by the shift ("berlin-halloween-2026" → "…-2027"). */
function withYearsMoved(text: string, shift: Shift) {
  if (shift.shift_unit !== 'years') return text
  return text.replace(/\b(19|20)\d{2}\b/g, (year) => String(Number(year) + shift.shift_amount))
}

/**
 * What the duplicate form proposes: one year later, id and name with the
 * year moved; a name without a year is named "… (copy)", so the lists never
 * show two events by the same name.
 */
export function proposedCopy(event: Event) {
  const shift: Shift = { shift_amount: 1, shift_unit: 'years' }
  const movedId = withYearsMoved(event.id, shift)
  const movedName = withYearsMoved(event.name, shift)
  const nextYear = event.startAt.setZone(event.timezone ?? 'UTC').year + 1
  return {
    id: movedId === event.id ? `${event.id}-${nextYear}` : movedId,
    name: movedName === event.name ? `${event.name} (copy)` : movedName,
    ...shift,
  }
}

/** A copy is not on sale yet: it opens at its (moved) sales time, or is coming soon. */
function copiedTicketStatus(source: Event): TicketStatus {
  if (source.ticketStatus === 'see_page') return 'see_page'
  return source.salesOpenAt ? 'opens_soon' : 'coming_soon'
}

function copiedAttributes(source: Event, input: DuplicateEventInput) {
  const attributes: Record<string, unknown> = { ...source.$attributes }
  for (const key of NOT_COPIED) delete attributes[key]
  const zone = source.timezone ?? 'UTC'
  for (const key of SHIFTED_TIMES) {
    attributes[key] = source[key]?.setZone(zone).plus(durationOf(input)) ?? null
  }
  const renamed = (link: string) => link.replaceAll(source.id, input.id)
  return {
    ...attributes,
    id: input.id,
    name: input.name,
    url: renamed(source.url),
    buyUrl: renamed(source.buyUrl),
    ticketStatus: copiedTicketStatus(source),
    publication: 'draft' as const,
    publishAt: null,
    unpublishAt: null,
  }
}

export function duplicateEvent(actor: Actor, sourceId: string, input: DuplicateEventInput) {
  return auditedChange(actor, 'event', async (trx) => {
    const source = await findEvent(sourceId, trx)
    const copy = await Event.create(copiedAttributes(source, input), { client: trx })
    await TicketOption.createMany(
      source.ticketOptions.map((round) => ({
        eventId: copy.id,
        name: round.name,
        price: round.price,
        currency: round.currency,
        position: round.position,
      })),
      { client: trx }
    )
    const after = eventSnapshot(await findEvent(copy.id, trx))
    return { action: 'create', entityId: copy.id, before: null, after, result: copy }
  })
}
