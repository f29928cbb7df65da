import { getPricing } from '#services/catalog/pricing_service'
import type { PricingShape } from '#schemas/pricing'
import type { PricingTextShape } from '#services/catalog/pricing_service'
import { serviceConfig } from '#config/service'
import { absoluteUrl } from '#lib/urls'
import { everyRoundSoldOut } from '#lib/event_state'
import { dateTimeWithOffset } from '#presenters/dates'
import { optionPrices } from '#presenters/events'
import { eventTypeLabel, ticketStatusLabel } from '#presenters/labels'
import { priceLabel } from '#presenters/money'
import { joinBlocks, table } from '#presenters/markdown'

export const PRICING_TITLE = `Pricing — ${serviceConfig.name}`
export const PRICING_SUMMARY =
  'What is free, ticket prices per city and round, packages, partner deals, refund and fee policy.'

type PricingText = PricingShape['free'][number]

function textList(items: PricingText[]): string {
  if (items.length === 0) return '_None at present._'
  return items.map((item) => `- **${item.title}**: ${item.description}`).join('\n')
}

function ticketSection(group: PricingShape['tickets'][number]): string {
  const rows = group.events.map((event) => [
    `[${event.name}](${event.url})`,
    eventTypeLabel(event.type),
    dateTimeWithOffset(event.start),
    everyRoundSoldOut(event.options) ? 'Sold out' : ticketStatusLabel(event.ticket_status),
    optionPrices(event.options, priceLabel, { between: ': ', separator: '; ' }) ||
      'Prices not published yet',
    `[Buy](${event.buy_url})`,
  ])
  return `### ${group.city}\n\n${table(['Event', 'Type', 'Starts', 'Tickets', 'Prices per round', 'Link'], rows)}`
}

function ticketsBlock(pricing: Pick<PricingShape, 'tickets'>): string {
  if (pricing.tickets.length === 0) return '_No upcoming events with tickets at present._'
  return pricing.tickets.map(ticketSection).join('\n\n')
}

function packagesBlock(pricing: PricingTextShape): string {
  if (pricing.packages.length === 0) return '_No packages at present._'
  return pricing.packages
    .map(
      (item) =>
        `- **${item.title}** — ${priceLabel(item.price, item.currency)}: ${item.description}`
    )
    .join('\n')
}

function partnersBlock(pricing: PricingTextShape): string {
  if (pricing.partner_deals.length === 0) return '_No partner deals at present._'
  return pricing.partner_deals
    .map(
      (deal) =>
        `- **${deal.name}** (${deal.category}): ${deal.deal}${deal.code ? ` Code: \`${deal.code}\`.` : ''}`
    )
    .join('\n')
}

/**
 * The pricing document as markdown, from the getPricing shape; without
 * `tickets` (getPricingTexts) the ticket prices section is left out.
 */
export function pricingToMarkdown(
  pricing: PricingTextShape & Partial<Pick<PricingShape, 'tickets'>>
): string {
  const scope = pricing.city ? ` in ${pricing.city.name}` : ''
  return joinBlocks([
    `# ${PRICING_TITLE}`,
    `> ${PRICING_SUMMARY} Generated from live data; the same content as JSON: ${absoluteUrl('/api/v1/pricing')}.`,
    '## What is free',
    textList(pricing.free),
    pricing.tickets && `## Ticket prices per city and round${scope}`,
    pricing.tickets && ticketsBlock({ tickets: pricing.tickets }),
    '## Packages',
    packagesBlock(pricing),
    '## Partner deals',
    partnersBlock(pricing),
    '## Refund policy',
    textList(pricing.refund_policy),
    '## Fees',
    textList(pricing.fee_policy),
  ])
}

/** /pricing.md: the whole pricing document for all cities (or one city). */
export async function renderPricingMarkdown(city?: string): Promise<string> {
  return pricingToMarkdown(await getPricing({ city }))
}
