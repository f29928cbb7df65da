import { defineTool } from '#mcp/server/definitions'
import { vineArguments } from '#mcp/server/tool_arguments'
import { PartnerListSchema } from '#schemas/partner'
import { PricingSchema } from '#schemas/pricing'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { getPricing } from '#services/catalog/pricing_service'
import { partnerListSchema, pricingSchema } from '#validators/catalog'
import { partnerListText, pricingText } from '#mcp/students/summaries'
import { structuredResult } from '#mcp/server/tool_results'
import { READ_ONLY_ANNOTATIONS } from '#mcp/server/tool_annotations'

export const listPartnerDealsTool = defineTool({
  name: 'list_partner_deals',
  title: 'List partner deals',
  description:
    'Student discount codes and links from partners (banking, mobile, travel, food, housing and more). Filter by category or words in the name, description or deal. All matches at once (short list, no pagination). Same data as GET /api/v1/partners.',
  kind: 'read',
  arguments: vineArguments(partnerListSchema),
  output: PartnerListSchema,
  annotations: READ_ONLY_ANNOTATIONS,
  async run(args) {
    const list = await listPartnerDeals(args)
    return structuredResult(list, partnerListText(list))
  },
})

export const getPricingTool = defineTool({
  name: 'get_pricing',
  title: 'Get pricing',
  description:
    'What is free for students, ticket prices per city and round for upcoming events, packages, partner deals, and the refund and fee policy. Give a city (slug or name) to narrow the ticket prices. Same data as GET /api/v1/pricing.',
  kind: 'read',
  arguments: vineArguments(pricingSchema),
  output: PricingSchema,
  annotations: READ_ONLY_ANNOTATIONS,
  async run(args) {
    const pricing = await getPricing(args)
    return structuredResult(pricing, pricingText(pricing))
  },
})
