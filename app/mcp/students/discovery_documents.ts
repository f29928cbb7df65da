/*
| The discovery documents offered as MCP resources. Pricing comes from the
| discovery renderer. TEMPORARY: llms.txt and the skill are rendered here
| from the surfaces registry until app/services/discovery exports their
| renderers; then these two functions become re-exports.
*/
import { serviceConfig } from '#config/service'
import { renderPricingMarkdown } from '#services/discovery/pricing_markdown'
import { LINKS, markdownLinkItem, type LinkName } from '#services/discovery/surfaces'

export { renderPricingMarkdown }

function linkList(): string {
  return (Object.keys(LINKS) as LinkName[]).map(markdownLinkItem).join('\n')
}

export async function renderLlmsTxt(): Promise<string> {
  return `# ${serviceConfig.name}\n\n> Student cities, city guides, events with ticket prices, partner deals and pricing; REST, MCP and A2A, no credentials.\n\n## Surfaces\n\n${linkList()}\n`
}

export async function renderSkillMarkdown(): Promise<string> {
  return `# ${serviceConfig.name}: agent skill\n\nUse the MCP tools search_cities, get_city_guide, list_events, get_event, list_partner_deals and get_pricing to answer questions about student cities, events, tickets and deals. Write tools (join_halloween_waitlist, send_message_to_team) need the person's consent and their own name and e-mail; try dry_run first.\n\n## Surfaces\n\n${linkList()}\n`
}
