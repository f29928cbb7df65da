import { z } from 'zod'
import { EVENT_TYPES, PARTNER_CATEGORIES, TICKET_STATUSES } from '#schemas/enums'
import { absoluteUrl, isoDateTime } from '#schemas/common'
import { TicketOptionSchema } from '#schemas/event'

const PricingTextSchema = z.object({ slug: z.string(), title: z.string(), description: z.string() })

export const PricingSchema = z
  .object({
    city: z
      .object({ slug: z.string(), name: z.string() })
      .nullable()
      .describe('The city the `city` parameter selected; null for all cities'),
    free: z.array(PricingTextSchema).describe('What is free for students'),
    tickets: z
      .array(
        z.object({
          city: z.string(),
          city_slug: z.string().nullable(),
          events: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              type: z.enum(EVENT_TYPES),
              start: isoDateTime(),
              ticket_status: z.enum(TICKET_STATUSES),
              options: z.array(TicketOptionSchema),
              buy_url: absoluteUrl(),
              url: absoluteUrl(),
            })
          ),
        })
      )
      .describe('Ticket prices per city and round, for upcoming events'),
    packages: z.array(PricingTextSchema.extend({ price: z.number().min(0), currency: z.string() })),
    partner_deals: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        category: z.enum(PARTNER_CATEGORIES),
        deal: z.string(),
        code: z.string().nullable(),
      })
    ),
    refund_policy: z.array(PricingTextSchema),
    fee_policy: z.array(PricingTextSchema),
    markdown_url: absoluteUrl().describe('The same content as a markdown document'),
  })
  .meta({ id: 'Pricing' })

export type PricingShape = z.infer<typeof PricingSchema>
