import { z } from 'zod'
import { EVENT_TYPES, PARTNER_CATEGORIES } from '#schemas/enums'
import { absoluteUrl, isoDateTime } from '#schemas/common'
import { CityGuideSchema, CityListSchema } from '#schemas/city'
import { EventListSchema, EventSchema } from '#schemas/event'
import { PartnerListSchema } from '#schemas/partner'
import { PricingSchema } from '#schemas/pricing'

/*
| The data part of every A2A answer, declared once: `intent` says what the
| agent understood, `query` holds the exact parameters it passed to the
| catalog service, and `result` is that service's answer in the REST shape
| (null only with an `error`, when the thing asked for does not exist).
| What it did not understand is said too: `unmatched` words, an
| `unknown_type` of event, and a place it does not cover (intent
| `unknown_place`, whose result is the list of the cities it does cover).
*/

export const A2A_INTENTS = [
  'list_cities',
  'city_guide',
  'city_costs',
  'list_events',
  'next_event',
  'get_event',
  'ticket_status',
  'ticket_prices',
  'free_offers',
  'pricing',
  'list_deals',
  'contact',
  'help',
  'unknown_place',
] as const
export type A2AIntent = (typeof A2A_INTENTS)[number]

const PRICING_TOPICS = ['all', 'packages', 'refund_policy', 'fee_policy'] as const
export type PricingTopic = (typeof PRICING_TOPICS)[number]

const A2ADateRangeSchema = z
  .object({
    label: z.string().describe('The phrase understood, e.g. "this weekend", "March 2027"'),
    from: isoDateTime().describe('Start of the range (inclusive)'),
    to: isoDateTime().describe('End of the range (exclusive)'),
    timezone: z.string().describe("IANA zone the phrase was resolved in (the city's)"),
  })
  .meta({
    id: 'A2ADateRange',
    description: 'A date phrase resolved to a range; events overlapping it are listed',
  })

const CorrectionSchema = z
  .object({
    said: z.string().describe('The words in the question'),
    understood: z.string().describe('What they were read as, e.g. a city name'),
  })
  .meta({ id: 'A2ACorrection' })

const NotFoundSchema = z
  .object({ code: z.literal('not_found'), message: z.string() })
  .meta({ id: 'A2ANotFound' })

const A2AContactSchema = z
  .object({
    email: z.email().describe('Where students write to the team'),
    api_url: absoluteUrl().describe('POST a message here (sendMessage); this agent never sends'),
    api_method: z.literal('POST'),
    required_fields: z.array(z.string()),
    mcp_tool: z.string().describe('The MCP tool that sends a message on a student’s behalf'),
    note: z.string(),
  })
  .meta({ id: 'A2AContact', description: 'How to reach the team' })

const A2ASkillSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    examples: z.array(z.string()),
  })
  .meta({ id: 'A2ASkillSummary' })

const eventsQuery = z.object({
  city: z.string().optional().describe('City slug'),
  type: z.enum(['all', ...EVENT_TYPES]),
  upcoming: z.boolean(),
  limit: z.int().min(1).max(200).optional(),
  between: A2ADateRangeSchema.optional(),
})

function answer<I extends A2AIntent, Q extends z.ZodType, R extends z.ZodType>(
  intent: I,
  query: Q,
  result: R
) {
  return z.object({
    intent: z.literal(intent),
    query,
    result,
    corrections: z
      .array(CorrectionSchema)
      .describe('Words read as something else (typos, accents), e.g. "Berln" as Berlin'),
    unmatched: z
      .array(z.string())
      .describe(
        'Words of the question nothing understood (folded to lower case, filler words left out)'
      ),
    unknown_type: z
      .string()
      .optional()
      .describe(
        'A kind of event asked for that the service does not list (e.g. "concerts"); the answer names the kinds there are'
      ),
  })
}

function lookup<I extends A2AIntent, Q extends z.ZodType, R extends z.ZodType>(
  intent: I,
  query: Q,
  result: R
) {
  return answer(intent, query, result.nullable()).extend({ error: NotFoundSchema.optional() })
}

export const A2AAnswerDataSchema = z
  .discriminatedUnion('intent', [
    answer(
      'list_cities',
      z.object({ q: z.string().optional(), country: z.string().optional() }),
      CityListSchema
    ),
    lookup('city_guide', z.object({ city: z.string() }), CityGuideSchema),
    lookup('city_costs', z.object({ city: z.string() }), CityGuideSchema),
    answer('list_events', eventsQuery, EventListSchema),
    lookup('next_event', z.object({ city: z.string() }), EventSchema),
    lookup('get_event', z.object({ id: z.string() }), EventSchema),
    answer('ticket_status', eventsQuery, EventListSchema),
    answer('ticket_prices', eventsQuery, EventListSchema),
    answer('free_offers', z.object({}), PricingSchema),
    answer(
      'pricing',
      z.object({ city: z.string().optional(), topic: z.enum(PRICING_TOPICS) }),
      PricingSchema
    ),
    answer(
      'list_deals',
      z.object({ category: z.enum(PARTNER_CATEGORIES).optional(), q: z.string().optional() }),
      PartnerListSchema
    ),
    answer('contact', z.object({}), A2AContactSchema),
    answer(
      'help',
      z.object({ question: z.string() }),
      z.object({ skills: z.array(A2ASkillSummarySchema) })
    ),
    answer(
      'unknown_place',
      z.object({
        place: z.string().describe('The place as the question named it'),
        asked: z.enum(A2A_INTENTS).describe('What was asked about that place'),
      }),
      CityListSchema.describe('The cities the service does cover (searchCities)')
    ).extend({
      unknown_place: z.string().describe('The place the service does not cover'),
    }),
  ])
  .meta({
    id: 'A2AAnswerData',
    description:
      'The data part of every A2A answer: the intent understood, the parameters passed to the catalog service, and its result in the same shape as the REST API',
  })

export type A2AAnswerData = z.infer<typeof A2AAnswerDataSchema>
export type A2ADateRange = z.infer<typeof A2ADateRangeSchema>
export type A2AEventsQuery = z.infer<typeof eventsQuery>
