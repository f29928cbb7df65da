import vine from '#validators/vine'
import { EVENT_TYPES, PARTNER_CATEGORIES, TICKET_STATUSES } from '#schemas/enums'
import { dateOrDateTime, rangeEnd, updatedSince } from '#validators/time_parameters'
import { pageCursor, pageSize } from '#validators/page_parameters'
import { oneLine } from '#validators/one_line'

/*
| Parameters of the catalog reads, declared once: REST validates query
| strings with them, MCP tools validate arguments with them, and the OpenAPI
| document and MCP input schemas are generated from them (toJSONSchema).
*/

/** `q`: the words of a search, on one line, at most 100 characters. */
const searchWords = (description: string) =>
  vine.string().trim().maxLength(100).use(oneLine()).optional().meta({ description })

/**
 * `ticket_status`: one or more of the contract's ticket statuses, as each
 * event reads now: comma-separated ("on_sale,opens_soon", the query
 * string's form) or a JSON array (["on_sale", "opens_soon"], what JSON
 * clients such as MCP send). After validation: the sorted list of distinct
 * statuses. Its JSON Schema says both forms (`commaSeparated`, see
 * #schemas/json_schema), so a client that follows it is never refused.
 */
const TICKET_STATUS_LIST = new RegExp(
  `^\\s*(${TICKET_STATUSES.join('|')})\\s*(,\\s*(${TICKET_STATUSES.join('|')})\\s*)*$`
)

/** A comma-separated value as its list (one a well-formed string is); anything else as sent. */
function statusesOf(value: unknown): unknown {
  const parts =
    typeof value === 'string' && TICKET_STATUS_LIST.test(value) && value.length <= 200
      ? value.split(',').map((part) => part.trim())
      : value
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return parts
  return [...new Set(parts)].sort()
}

function ticketStatusList() {
  return vine
    .array(vine.enum(TICKET_STATUSES))
    .minLength(1)
    .parse(statusesOf)
    .optional()
    .meta({
      commaSeparated: true,
      description: `Only events whose ticket status (derived now, as \`tickets.status\` reads) is one of these, comma-separated or as an array: ${TICKET_STATUSES.join(', ')}`,
      examples: ['on_sale', 'on_sale,opens_soon'],
    })
}

/** What listEvents reads when a filter is not given (its meta says so; a cursor binds it). */
export const EVENT_LIST_DEFAULTS = { type: 'all', upcoming: true, sort: 'start' } as const

/** Orders of listEvents: by start, ascending or descending. */
export const EVENT_SORTS = ['start', '-start'] as const
export type EventSort = (typeof EVENT_SORTS)[number]

const citySearch = vine.object({
  q: searchWords('City or country name; partial, case- and accent-insensitive match'),
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
    .meta({
      description: 'Event type; `all` (default) applies no filter',
      default: EVENT_LIST_DEFAULTS.type,
    }),
  upcoming: vine.boolean().optional().meta({
    description: 'true (default): only events that have not ended; false: past events too',
    default: EVENT_LIST_DEFAULTS.upcoming,
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
    default: EVENT_LIST_DEFAULTS.sort,
  }),
  updated_since: updatedSince('events'),
  sold_out: vine.boolean().optional().meta({
    description:
      'true: only sold-out events (every ticket round sold out); false: only events with a round not sold out, or no rounds yet',
  }),
  ticket_status: ticketStatusList(),
  early_access_open: vine.boolean().optional().meta({
    description:
      'true: only events whose early access is open now (`tickets.early_access.open`); false: only events without open early access',
  }),
  waitlist_open: vine.boolean().optional().meta({
    description:
      'true: only events whose waiting list is open; false: only events whose list is not',
  }),
  q: searchWords(
    'Words in the event name, the venue (name or address) or the city (any of its names); every word must match, partial, case- and accent-insensitive'
  ),
})

const partnerList = vine.object({
  category: vine
    .enum(PARTNER_CATEGORIES)
    .optional()
    .meta({ description: 'Only deals of this category' }),
  q: searchWords('Words in the partner name, description or deal (partial match)'),
  has_code: vine.boolean().optional().meta({
    description: 'true: only deals with a discount code; false: only deals without one',
  }),
  updated_since: updatedSince('partners'),
})

const pricing = vine.object({
  city: vine.string().trim().maxLength(120).use(oneLine()).optional().meta({
    description: 'City slug, name or another name (Wien, Prag): narrows ticket prices to that city',
  }),
})

/** The parameters of listEvents that choose its events and their order (not the page size or the cursor). */
export const EVENT_LIST_FILTERS = Object.keys(eventList.getProperties()).filter(
  (name) => name !== 'limit' && name !== 'cursor'
) as (keyof ListEventsParams)[]

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
