import { z } from 'zod'
import {
  EVENT_TYPES,
  LANGUAGES,
  PARTNER_CATEGORIES,
  PLACE_CATEGORIES,
  TICKET_STATUSES,
} from '#schemas/enums'
import { absoluteUrl, isoDateTime } from '#schemas/common'
import { CityGuideSchema, CityListSchema } from '#schemas/city'
import { EventListSchema, EventSchema } from '#schemas/event'
import { PartnerListSchema } from '#schemas/partner'
import { PricingSchema } from '#schemas/pricing'
import { DocSearchPageSchema } from '#schemas/doc'

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
  'compare_cities',
  'cannot_do',
  'search_docs',
] as const
export type A2AIntent = (typeof A2A_INTENTS)[number]

/** One field of an event a question asks about, answered directly. */
// prettier-ignore
export const EVENT_FIELDS = [
  'entry_rule', 'age_min', 'waitlist', 'early_access', 'price', 'date', 'venue', 'sales_open',
] as const
export type EventField = (typeof EVENT_FIELDS)[number]

/** A city guide's topics a question can ask for alone. */
// prettier-ignore
export const GUIDE_TOPICS = ['neighbourhoods', 'housing_tips', 'places', 'universities', 'timezone'] as const
export type GuideTopic = (typeof GUIDE_TOPICS)[number]

/** Actions the read-only agent cannot take for a student. */
export const AGENT_ACTIONS = ['book', 'buy', 'pay', 'sign_up', 'cancel', 'travel'] as const
export type AgentAction = (typeof AGENT_ACTIONS)[number]

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
  city: z
    .string()
    .optional()
    .describe('City slug, or the place name of listed events outside the guides (e.g. "Ghent")'),
  country: z.string().optional().describe('ISO 3166-1 alpha-2 code of the country asked about'),
  type: z.enum(['all', ...EVENT_TYPES]),
  upcoming: z.boolean(),
  limit: z.int().min(1).max(200).optional(),
  between: A2ADateRangeSchema.optional(),
  ticket_status: z.array(z.enum(TICKET_STATUSES)).optional(),
  sold_out: z.boolean().optional(),
  early_access_open: z.boolean().optional(),
  waitlist_open: z.boolean().optional(),
  q: z.string().optional().describe('Words of an event name looked up in the catalog'),
})

/** What a question asked of the selection: one field, the cheapest, only free ones. */
const AskedSchema = z
  .object({
    field: z
      .enum([...EVENT_FIELDS, ...GUIDE_TOPICS, 'costs', 'code'])
      .optional()
      .describe('The (first) field asked about, answered directly in the text'),
    fields: z
      .array(z.enum(EVENT_FIELDS))
      .optional()
      .describe(
        'Every field of the event asked about, when more than one ("what time and how much")'
      ),
    cheapest: z.boolean().optional().describe('Only the cheapest of the selection'),
    free: z.boolean().optional().describe('Only events whose every ticket round is free'),
    early_access: z
      .boolean()
      .optional()
      .describe('Only events with an early-access window, open or not'),
    place_category: z.enum(PLACE_CATEGORIES).optional().describe('Kind of places asked about'),
    cost_labels: z
      .array(z.string())
      .optional()
      .describe("The guide's monthly-cost labels the question named (e.g. Groceries)"),
  })
  .meta({
    id: 'A2AAsked',
    description:
      'What the question asked of the result beyond the query: a field, an order, a kind of place',
  })

const A2AActionSchema = z
  .object({
    action: z.enum(AGENT_ACTIONS).describe('What the agent was asked to do'),
    where: z
      .array(z.object({ label: z.string(), url: absoluteUrl() }))
      .describe('Where the student can do it'),
  })
  .meta({ id: 'A2AAction', description: 'An action the read-only agent cannot take' })

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
    asked: AskedSchema.optional(),
    language: z
      .enum(LANGUAGES)
      .optional()
      .describe(
        'The language of the answer text (ISO 639-1, one of the nine): the question’s, unless the client asked for another (message metadata `language`, else the Accept-Language header)'
      ),
    question_language: z
      .enum(LANGUAGES)
      .optional()
      .describe(
        'The language the question was read as (ISO 639-1, one of the nine the agent reads)'
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
      z.object({
        category: z.enum(PARTNER_CATEGORIES).optional(),
        q: z.string().optional(),
        has_code: z.boolean().optional(),
      }),
      PartnerListSchema
    ),
    answer(
      'compare_cities',
      z.object({ cities: z.array(z.string()).describe('The city slugs compared') }),
      z.array(CityGuideSchema)
    ),
    answer(
      'cannot_do',
      z.object({ action: z.enum(AGENT_ACTIONS), asked: z.enum(A2A_INTENTS) }),
      A2AActionSchema
    ),
    answer('contact', z.object({}), A2AContactSchema),
    answer(
      'search_docs',
      z.object({
        query: z
          .string()
          .describe("The words searched in the service's texts (English, or as asked)"),
        limit: z.number().int(),
      }),
      DocSearchPageSchema.describe('The docs search (FAQ, policies, guides, pricing), best first')
    ),
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
export type A2AAsked = z.infer<typeof AskedSchema>
