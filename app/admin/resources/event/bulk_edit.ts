/*
| What "Edit fields" does to one event (app/admin/engine/bulk_actions.ts
| runs it on every chosen event in one transaction): the ticked fields take
| the given values; "Sales open" is read in the event's own time zone, as on
| its form; "Price of a ticket round" sets the price of that round (by its
| place in the order sold). The form's rules hold: "opens soon" needs a
| sales date, and an event without that round refuses the whole change.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Event from '#models/event'
import TicketOption from '#models/ticket_option'
import { fromLocalInput } from '#admin/engine/local_time'
import { EventChangeRefused } from '#admin/resources/event/resource'
import { BULK_EDIT_FIELDS, type BulkEditInput } from '#admin/validators/bulk_edit'

/** "Venue, Ticket status": the ticked fields, as the form labels them. */
export const editedFieldsLabel = (edit: BulkEditInput) =>
  edit.change.map((key) => BULK_EDIT_FIELDS[key]).join(', ')

/** The event's new column values (the round's price is written here, in `trx`). */
export async function editedEventAttributes(
  event: Event,
  edit: BulkEditInput,
  trx: TransactionClientContract
): Promise<Record<string, unknown>> {
  const changes = new Set(edit.change)
  const attributes: Record<string, unknown> = {}
  if (changes.has('type')) attributes.type = edit.type
  if (changes.has('venue_name')) attributes.venueName = edit.venue_name
  if (changes.has('venue_address')) attributes.venueAddress = edit.venue_address ?? null
  if (changes.has('sales_open_at'))
    attributes.salesOpenAt = fromLocalInput(edit.sales_open_at, event.timezone)
  if (changes.has('ticket_status')) attributes.ticketStatus = edit.ticket_status
  const salesOpen = attributes.salesOpenAt ?? event.salesOpenAt
  if ((attributes.ticketStatus ?? event.ticketStatus) === 'opens_soon' && !salesOpen) {
    throw new EventChangeRefused(
      `${event.name}: set when sales open before marking it "opens soon"; nothing was changed`
    )
  }
  if (changes.has('round_price')) await setRoundPrice(event, edit, trx)
  return attributes
}

async function setRoundPrice(event: Event, edit: BulkEditInput, trx: TransactionClientContract) {
  const rounds = [...event.ticketOptions].sort((a, b) => a.position - b.position)
  const round = rounds[edit.round! - 1]
  if (!round) {
    throw new EventChangeRefused(
      `${event.name} has ${rounds.length} ticket round${rounds.length === 1 ? '' : 's'}, no round ${edit.round}; nothing was changed`
    )
  }
  await TicketOption.query({ client: trx })
    .where('id', round.id)
    .update({ price: edit.round_price ?? null })
}
