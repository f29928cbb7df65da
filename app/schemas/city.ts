import { z } from 'zod'
import { PLACE_CATEGORIES } from '#schemas/enums'
import {
  absoluteUrl,
  imageDetails,
  imageUrl,
  keysetPageSchema,
  unmatchedPlaces,
  updatedAt,
} from '#schemas/common'
import { EventSchema } from '#schemas/event'

const CityCardSchema = z
  .object({
    slug: z.string().describe('City identifier, used in paths'),
    name: z.string(),
    country: z.string(),
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe('ISO 3166-1 alpha-2'),
    summary: z.string(),
    festival_name: z.string(),
    city_guide_url: absoluteUrl(),
    festival_url: absoluteUrl(),
    halloween_url: absoluteUrl().nullable(),
    image: imageUrl(),
    ...imageDetails(),
    updated_at: updatedAt(
      'the city or its guide (costs, universities, neighbourhoods, housing tips, places; not its events, which carry their own)'
    ),
  })
  .meta({ id: 'CityCard' })

export const CityListSchema = keysetPageSchema('cities', CityCardSchema)
  .extend({ unmatched: unmatchedPlaces(['country']) })
  .meta({ id: 'CityList' })

export const CityGuideSchema = CityCardSchema.extend({
  about: z.string(),
  monthly_costs: z.array(z.object({ label: z.string(), value: z.string() })),
  universities: z.array(z.object({ name: z.string(), url: absoluteUrl() })),
  upcoming_events: z.array(EventSchema),
  timezone: z.string().describe('IANA time zone of the city (addition in v1)'),
  neighbourhoods: z
    .array(z.object({ name: z.string(), description: z.string() }))
    .describe('Addition in v1'),
  housing_tips: z.array(z.string()).describe('Addition in v1'),
  places: z
    .array(
      z.object({
        name: z.string(),
        category: z.enum(PLACE_CATEGORIES),
        description: z.string(),
        url: absoluteUrl().nullable(),
      })
    )
    .describe('Addition in v1'),
}).meta({ id: 'CityGuide' })

export type CityCardShape = z.infer<typeof CityCardSchema>
export type CityListShape = z.infer<typeof CityListSchema>
export type CityGuideShape = z.infer<typeof CityGuideSchema>
