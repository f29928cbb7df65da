import vine from '#validators/vine'
import { EVENT_TYPES, PARTNER_CATEGORIES } from '#schemas/enums'
import { dateOrDateTime, rangeEnd, updatedSince } from '#validators/time_parameters'
import { pageCursor, pageSize } from '#validators/page_parameters'
import { oneLine } from '#validators/one_line'

/*
| Parameters of the catalog reads, declared once: REST validates query
| strings with them, MCP tools validate arguments with them, and the OpenAPI
| document and MCP input schemas are generated from them (toJSONSchema).
*/

/** Orders of listEvents: by start, ascending or descending. */
export const EVENT_SORTS = ['start', '-start'] as const
export type EventSort = (typeof EVENT_SORTS)[number]

const citySearch = vine.object({
  q: vine
    .string()
    .trim()
    .maxLength(100)
    .use(oneLine())
    .optional()
    .meta({ description: 'City or country name; partial, case- and accent-insensitive match' }),
  country: vine.string().trim().maxLength(100).use(oneLine()).optional().meta({
    description:
      'Country: two-letter code (ISO 3166-1 alpha-2; UK too) or name in any of nine languages (Deutschland, Royaume-Uni) or another name staff gave (Holland, England)',
  }),
  limit: pageSize(100, 100),
  cursor: pageCursor(),
  updated_since: updatedSince('cities'),
})

const eventList = vine.object({
  city: vine.string().trim().maxLength(120).use(oneLine()).optional().meta({
    description:
      'City slug, name or another name students use (Wien, Prag, Lisboa), case- and accent-insensitive; also the place of an event outside the listed cities',
  }),
  country: vine.string().trim().maxLength(100).use(oneLine()).optional().meta({
    description:
      'Country: two-letter code (DE, GB; UK too) or name in English, German, Dutch, Spanish, French, Italian, Polish, Czech or Portuguese (Deutschland, Royaume-Uni), or another name staff gave (Holland, England)',
  }),
  type: vine
    .enum(['all', ...EVENT_TYPES])
    .optional()
    .meta({ description: 'Event type; `all` (default) applies no filter', default: 'all' }),
  upcoming: vine.boolean().optional().meta({
    description: 'true (default): only events that have not ended; false: past events too',
    default: true,
  }),
  limit: pageSize(200, 200),
  cursor: pageCursor(),
  from: dateOrDateTime(
    "Only events overlapping the range from here: a date (`2027-10-31`: from midnight in each event's own time zone) or a date-time with offset (one instant)"
  ),
  to: rangeEnd(
    "Only events overlapping the range up to here: a date (`2027-10-31`: to the end of that day in each event's own time zone) or a date-time with offset (exclusive); must be after `from`"
  ),
  sort: vine.enum(EVENT_SORTS).optional().meta({
    description: '`start` (default): soonest first; `-start`: latest first (ties by id)',
    default: 'start',
  }),
  updated_since: updatedSince('events'),
  sold_out: vine.boolean().optional().meta({
    description:
      'true: only sold-out events (every ticket round sold out); false: only events with a round not sold out, or no rounds yet',
  }),
})

const partnerList = vine.object({
  category: vine
    .enum(PARTNER_CATEGORIES)
    .optional()
    .meta({ description: 'Only deals of this category' }),
  q: vine
    .string()
    .trim()
    .maxLength(100)
    .use(oneLine())
    .optional()
    .meta({ description: 'Words in the partner name, description or deal (partial match)' }),
  updated_since: updatedSince('partners'),
})

const pricing = vine.object({
  city: vine.string().trim().maxLength(120).use(oneLine()).optional().meta({
    description: 'City slug, name or another name (Wien, Prag): narrows ticket prices to that city',
  }),
})

export const citySearchSchema = citySearch
export const eventListSchema = eventList
export const partnerListSchema = partnerList
export const pricingSchema = pricing

export const searchCitiesValidator = vine.compile(citySearch)
export const listEventsValidator = vine.compile(eventList)
export const listPartnersValidator = vine.compile(partnerList)
export const pricingValidator = vine.compile(pricing)

export type SearchCitiesParams = Awaited<ReturnType<typeof searchCitiesValidator.validate>>
export type ListEventsParams = Awaited<ReturnType<typeof listEventsValidator.validate>>
export type ListPartnersParams = Awaited<ReturnType<typeof listPartnersValidator.validate>>
export type PricingParams = Awaited<ReturnType<typeof pricingValidator.validate>>

const changeFeed = vine.object({
  since: vine
    .string()
    .trim()
    .maxLength(20)
    .regex(/^\d{1,18}$/)
    .optional()
    .meta({
      description:
        'Token from `next_since` of the previous answer; omit it to get just the current token',
    }),
  limit: pageSize(1000, 500, 'Most changes per answer, 1..1000 (default 500)'),
})

export const changeFeedSchema = changeFeed
export const changeFeedValidator = vine.compile(changeFeed)
export type ChangeFeedParams = Awaited<ReturnType<typeof changeFeedValidator.validate>>
