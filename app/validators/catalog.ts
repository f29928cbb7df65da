import vine from '#validators/vine'
import { EVENT_TYPES, PARTNER_CATEGORIES } from '#schemas/enums'

/*
| Parameters of the catalog reads, declared once: REST validates query
| strings with them, MCP tools validate arguments with them, and the OpenAPI
| document and MCP input schemas are generated from them (toJSONSchema).
*/

const cursor = () =>
  vine.string().maxLength(512).optional().meta({
    description: 'Opaque cursor from `next_cursor` of the previous page; omit for the first page',
  })

const citySearch = vine.object({
  q: vine
    .string()
    .trim()
    .maxLength(100)
    .optional()
    .meta({ description: 'City or country name; partial, case- and accent-insensitive match' }),
  country: vine
    .string()
    .trim()
    .maxLength(100)
    .optional()
    .meta({ description: 'Country name or two-letter code (ISO 3166-1 alpha-2)' }),
  limit: vine
    .number()
    .withoutDecimals()
    .range([1, 100])
    .optional()
    .meta({ description: 'Page size, 1..100 (default 100)', default: 100 }),
  cursor: cursor(),
})

const eventList = vine.object({
  city: vine
    .string()
    .trim()
    .maxLength(120)
    .optional()
    .meta({ description: 'City slug or name (case- and accent-insensitive)' }),
  type: vine
    .enum(['all', ...EVENT_TYPES])
    .optional()
    .meta({ description: 'Event type; `all` (default) applies no filter', default: 'all' }),
  upcoming: vine.boolean().optional().meta({
    description: 'true (default): only events that have not ended; false: past events too',
    default: true,
  }),
  limit: vine
    .number()
    .withoutDecimals()
    .range([1, 200])
    .optional()
    .meta({ description: 'Page size, 1..200 (default 200)', default: 200 }),
  cursor: cursor(),
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
    .optional()
    .meta({ description: 'Words in the partner name, description or deal (partial match)' }),
})

const pricing = vine.object({
  city: vine
    .string()
    .trim()
    .maxLength(120)
    .optional()
    .meta({ description: 'City slug or name: narrows ticket prices to that city' }),
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
