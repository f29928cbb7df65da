import { z } from 'zod'
import { EVENT_STATUSES, EVENT_TYPES, TICKET_STATUSES } from '#schemas/enums'
import {
  absoluteUrl,
  imageDetails,
  imageUrl,
  isoDateTime,
  keysetPageSchema,
  unmatchedPlaces,
  updatedAt,
} from '#schemas/common'

export const TicketOptionSchema = z
  .object({
    name: z.string().describe('Ticket round, e.g. "Early bird"'),
    price: z
      .number()
      .min(0)
      .nullable()
      .describe(
        'The price; null while it is to be announced (added in 1.x: always a number before)'
      ),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .describe('ISO 4217 code'),
    sold_out: z
      .boolean()
      .describe('No tickets of this round are left, as the organisers say (added in 1.x)'),
  })
  .meta({ id: 'TicketOption', description: 'One ticket round and its price' })

const EarlyAccessSchema = z
  .object({
    description: z.string().describe('Who gets early access and how'),
    starts_at: isoDateTime().nullable(),
    ends_at: isoDateTime().nullable(),
    url: absoluteUrl().nullable().describe('Where to sign up for early access'),
    open: z.boolean().describe('Whether the early-access window is open right now'),
  })
  .meta({
    id: 'EarlyAccess',
    description: 'A presale for the community before the public sale; null when there is none',
  })

const TicketsSchema = z
  .object({
    status: z
      .enum(TICKET_STATUSES)
      .describe(
        'Derived at read time: opens_soon becomes on_sale once sales_open_at has passed; every status becomes ended once the event is past'
      ),
    sold_out: z
      .boolean()
      .describe(
        'Every ticket round is sold out (false when there are no rounds yet). Independent of `status`, which keeps the phase of the sale: an on_sale event can be sold out (added in 1.x)'
      ),
    options: z.array(TicketOptionSchema),
    early_access: EarlyAccessSchema.nullable(),
    buy_url: absoluteUrl(),
    note: z.string(),
    sales_open_at: isoDateTime().nullable().describe('When sales open, for status opens_soon'),
  })
  .meta({ id: 'Tickets' })

const VenueSchema = z
  .object({ name: z.string(), address: z.string().nullable() })
  .meta({ id: 'Venue' })

export const EventSchema = z
  .object({
    id: z.string().describe('Event identifier, used in paths'),
    type: z.enum(EVENT_TYPES),
    name: z.string(),
    city: z.string(),
    city_slug: z.string().nullable(),
    start: isoDateTime(),
    end: isoDateTime().nullable(),
    timezone: z.string().nullable().describe('IANA time zone of the event'),
    venue: VenueSchema.nullable(),
    age_min: z.int().min(0).max(99).nullable(),
    url: absoluteUrl(),
    status: z
      .enum(EVENT_STATUSES)
      .describe('past once the event has ended (its end, or start + 6 hours when it has no end)'),
    tickets: TicketsSchema,
    waitlist_open: z.boolean(),
    whatsapp_group: absoluteUrl().nullable(),
    entry_rule: z.string().nullable(),
    description: z
      .string()
      .nullable()
      .describe(
        "What the event is, in the organisers' words: plain text (never HTML), paragraphs separated by a blank line; null when none is written"
      ),
    image: imageUrl(),
    ...imageDetails(),
    updated_at: updatedAt('the event, its ticket rounds or its city’s name, slug or time zone'),
  })
  .meta({ id: 'Event' })

export const EventListSchema = keysetPageSchema('events', EventSchema)
  .extend({ unmatched: unmatchedPlaces(['city', 'country']) })
  .meta({ id: 'EventList' })

export type EventShape = z.infer<typeof EventSchema>
export type EventListShape = z.infer<typeof EventListSchema>
