import vine from '@vinejs/vine'
import { EVENT_TYPES, TICKET_STATUSES } from '#schemas/enums'
import { messagesProvider, rules, uniqueIn } from '#admin/validators/rules'
import { publicationFields, publicationMessages } from '#admin/validators/publication'
import { listFilter } from '#admin/validators/list_filters'
import { normalizePlainText } from '#lib/plain_text'

const eventFields = {
  type: vine.enum(EVENT_TYPES),
  city_id: rules.recordId().exists({ table: 'cities', column: 'id' }).optional(),
  city_name: rules.text(120).optional().requiredIfMissing('city_id'),
  name: rules.text(200),
  timezone: rules.timezone(),
  start_at: rules.localDateTime(),
  end_at: rules
    .localDateTime()
    .use(rules.notBefore({ field: 'start_at', label: 'the start' }))
    .optional(),
  venue_name: rules.text(200).optional().requiredIfExists('venue_address'),
  venue_address: rules.text(300).optional(),
  age_min: vine.number().withoutDecimals().range([0, 99]).optional(),
  url: rules.urlOrPath(),
  waitlist_open: rules.checkbox(),
  whatsapp_group: rules.absoluteUrl().optional(),
  entry_rule: rules.text(500).optional(),
  description: rules.paragraphs(5000).transform(normalizePlainText).optional(),
  ticket_status: vine.enum(TICKET_STATUSES),
  sales_open_at: rules.localDateTime().optional().requiredWhen('ticket_status', '=', 'opens_soon'),
  buy_url: rules.urlOrPath(),
  ticket_note: rules.text(1000).optional(),
  early_access_description: rules
    .paragraphs(2000)
    .optional()
    .requiredIfAnyExists(['early_access_starts_at', 'early_access_ends_at', 'early_access_url']),
  early_access_starts_at: rules.localDateTime().optional(),
  early_access_ends_at: rules
    .localDateTime()
    .use(rules.notBefore({ field: 'early_access_starts_at', label: 'the early access start' }))
    .optional(),
  early_access_url: rules.urlOrPath().optional(),
  ticket_options: rules.rows(
    /* no price: to be announced */
    {
      name: rules.text(120),
      price: rules.price().optional(),
      currency: rules.currency(),
      /* an unticked box sends nothing: not sold out */
      soldOut: vine.boolean().parse((value) => value ?? false),
    },
    50
  ),
  ...publicationFields,
}

const messages = messagesProvider({
  'id.regex': 'Use lowercase letters, digits and single hyphens (e.g. berlin-halloween-2026)',
  'city_name.required': 'Choose a city or type the city name',
  'type.required': 'Choose the type of event',
  'sales_open_at.required': 'Say when sales open (needed for "opens soon")',
  'venue_name.required': 'An address needs a venue name',
  'early_access_description.required': 'Describe the early access (or clear its dates and link)',
  ...publicationMessages,
})

export const createEventValidator = vine.create({
  id: rules.slug(120).unique(uniqueIn('events', 'id')),
  ...eventFields,
})
createEventValidator.messagesProvider = messages

export const updateEventValidator = vine.create(eventFields)
updateEventValidator.messagesProvider = messages

/*
| The bulk import looks up the whole sheet's ids and cities at once
| (app/admin/resources/event/import/event_import.ts): its rows are checked by the
| same rules without a query per row (the city is one of ours by then).
*/
const importedFields = { ...eventFields, city_id: rules.recordId().optional() }

export const importedEventValidator = vine.create({ id: rules.slug(120), ...importedFields })
importedEventValidator.messagesProvider = messages

export const importedEventUpdateValidator = vine.create(importedFields)
importedEventUpdateValidator.messagesProvider = messages

export type EventInput = Awaited<ReturnType<typeof updateEventValidator.validate>>

export const ticketStatusValidator = vine.create({ ticket_status: vine.enum(TICKET_STATUSES) })
ticketStatusValidator.messagesProvider = messagesProvider({}, { ticket_status: 'Ticket status' })

/** When an event takes place, relative to today in the staff time zone. */
export const EVENT_PERIODS = ['upcoming', 'past', 'this_month', 'next_month'] as const
export type EventPeriod = (typeof EVENT_PERIODS)[number]
export const WAITLIST_STATES = ['open', 'closed'] as const

/** The events list's filters (app/admin/resources/event/list.ts). */
export const EVENT_LIST_FILTERS = {
  when: vine.enum(EVENT_PERIODS).optional(),
  from: listFilter.from(),
  to: listFilter.to(),
  type: vine.enum(EVENT_TYPES).optional(),
  city: listFilter.recordId(),
  ticket_status: vine.enum(TICKET_STATUSES).optional(),
  waitlist: vine.enum(WAITLIST_STATES).optional(),
  publication: listFilter.publication(),
}
