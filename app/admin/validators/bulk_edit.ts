/*
| Bulk edit of chosen fields on the chosen events (the list's "Edit fields"
| action): each field is changed only when its "Change" box is ticked, and
| then follows the event form's own rule (app/admin/resources/event/validator.ts).
*/
import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { EVENT_TYPES, TICKET_STATUSES } from '#schemas/enums'
import { messagesProvider, rules } from '#admin/validators/rules'

/** The fields staff may change on several events at once, as the form labels them. */
export const BULK_EDIT_FIELDS = {
  ticket_status: 'Ticket status',
  sales_open_at: 'Sales open',
  round_price: 'Price of a ticket round',
  venue_name: 'Venue',
  venue_address: 'Venue address',
  type: 'Type',
} as const
export type BulkEditField = keyof typeof BULK_EDIT_FIELDS

/** Required when its "Change" box is ticked. */
const whenChanged = (key: BulkEditField) => (field: FieldContext) =>
  Array.isArray(field.parent?.change) && field.parent.change.includes(key)

export const bulkEditValidator = vine.create({
  change: vine
    .array(vine.enum(Object.keys(BULK_EDIT_FIELDS) as BulkEditField[]))
    .minLength(1)
    .distinct(),
  ticket_status: vine.enum(TICKET_STATUSES).optional().requiredWhen(whenChanged('ticket_status')),
  /* read in each event's own time zone, as on its form */
  sales_open_at: rules.localDateTime().optional().requiredWhen(whenChanged('sales_open_at')),
  /* the round's number in the order sold (1: the first round); no price: to be announced */
  round: vine
    .number()
    .withoutDecimals()
    .range([1, 50])
    .optional()
    .requiredWhen(whenChanged('round_price')),
  round_price: rules.price().optional(),
  venue_name: rules.text(200).optional().requiredWhen(whenChanged('venue_name')),
  venue_address: rules.text(300).optional(),
  type: vine.enum(EVENT_TYPES).optional().requiredWhen(whenChanged('type')),
})

bulkEditValidator.messagesProvider = messagesProvider(
  {
    'change.minLength': 'Tick “Change” next to at least one field',
    'change.required': 'Tick “Change” next to at least one field',
    'sales_open_at.required': 'Say when sales open',
    'round.required': 'Say which round’s price to set',
  },
  { ...BULK_EDIT_FIELDS, round: 'Round', change: 'Fields to change' }
)

export type BulkEditInput = Awaited<ReturnType<typeof bulkEditValidator.validate>>
