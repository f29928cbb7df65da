import vine from '@vinejs/vine'
import { TICKET_STATUSES } from '#schemas/enums'
import { messagesProvider } from '#admin/validators/rules'

/** What a bulk action does, as the confirmation names it. */
export const BULK_ACTIONS = {
  edit_fields: 'Edit fields…',
  publish: 'Publish now',
  unpublish: 'Unpublish (back to draft)',
  ticket_status: 'Set the ticket status',
  open_waitlist: 'Open the waiting list',
  close_waitlist: 'Close the waiting list',
  mark_sold_out: 'Mark sold out (every ticket round)',
  back_on_sale: 'Back on sale (every ticket round)',
  delete: 'Delete',
} as const
export type BulkAction = keyof typeof BULK_ACTIONS

/** A bulk action asked from a list: chosen ids, or every record matching the search. */
export const bulkValidator = vine.create({
  action: vine.enum(Object.keys(BULK_ACTIONS) as (keyof typeof BULK_ACTIONS)[]),
  ticket_status: vine.enum(TICKET_STATUSES).optional().requiredWhen('action', '=', 'ticket_status'),
  ids: vine.array(vine.string().trim().maxLength(120)).maxLength(1000).optional(),
  all_matching: vine.boolean().optional(),
  q: vine.string().trim().maxLength(200).optional(),
  filter: vine.string().trim().maxLength(60).optional(),
  /** `id:version` of each record as the list or the confirmation showed it */
  seen: vine.array(vine.string().trim().maxLength(140)).maxLength(2000).optional(),
  /** the list's query string (search, filters, sort) the selection was made on */
  list_query: vine.string().trim().maxLength(2000).optional(),
})

bulkValidator.messagesProvider = messagesProvider(
  {
    'action.required': 'Choose an action',
    'ticket_status.required': 'Choose the ticket status to set',
  },
  { action: 'Action', ticket_status: 'Ticket status', ids: 'Chosen records' }
)

export type BulkInput = Awaited<ReturnType<typeof bulkValidator.validate>>
