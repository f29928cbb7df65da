import { defineReadTool } from '#mcp/server/read_tool'
import { ok } from '#lib/result'
import { filtersSentence, vineArguments } from '#mcp/server/tool_arguments'
import { PARTNER_CATEGORIES } from '#schemas/enums'
import { PartnerListSchema } from '#schemas/partner'
import { PricingSchema } from '#schemas/pricing'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { getPricing } from '#services/catalog/pricing_service'
import { partnerListSchema, pricingSchema } from '#validators/catalog'
import { partnerListText, pricingText } from '#mcp/students/summaries'

export const listPartnerDealsTool = defineReadTool({
  name: 'list_partner_deals',
  title: 'List partner deals',
  description: [
    `Student discount codes and links from partners (${PARTNER_CATEGORIES.join(', ')}).`,
    filtersSentence(partnerListSchema),
    'All matches at once (short list, no pagination). Same data as GET /api/v1/partners.',
  ].join(' '),
  arguments: vineArguments(partnerListSchema),
  output: PartnerListSchema,
  read: async (args) => ok(await listPartnerDeals(args)),
  text: partnerListText,
})

export const getPricingTool = defineReadTool({
  name: 'get_pricing',
  title: 'Get pricing',
  description:
    'What is free for students, ticket prices per city and round for upcoming events, packages, partner deals, and the refund and fee policy. Give a city (slug or name) to narrow the ticket prices. Same data as GET /api/v1/pricing.',
  arguments: vineArguments(pricingSchema),
  output: PricingSchema,
  read: async (args) => ok(await getPricing(args)),
  text: pricingText,
})
