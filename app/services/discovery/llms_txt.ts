import { serviceConfig } from '#config/service'
import { searchCities } from '#services/catalog/city_service'
import { listStoredDocs } from '#services/catalog/docs_service'
import { joinBlocks } from '#presenters/markdown'
import { mcpServerDefinitions } from '#services/discovery/mcp_servers'
import { SERVICE_SUMMARY, llmsItem, markdownLinkItem } from '#services/discovery/surfaces'
import type { LinkName } from '#services/discovery/surfaces'

const items = (names: LinkName[]) => names.map(markdownLinkItem).join('\n')

/** /llms.txt (llmstxt.org format): what the service is and where to read more; every list entry is an llmsItem. */
export async function renderLlmsTxt(): Promise<string> {
  const [cities, docs] = await Promise.all([searchCities({ limit: 100 }), listStoredDocs()])
  const servers = mcpServerDefinitions()
  const tools = servers.flatMap((server) => server.tools.map((tool) => `\`${tool.name}\``))
  return joinBlocks([
    `# ${serviceConfig.name}`,
    `> ${SERVICE_SUMMARY}`,
    [
      'Every read is free of side effects. The only writes are `POST /api/contact` and two MCP write tools; they reach real people, so use them only with the person’s consent and their own details.',
      'Out of scope: university admissions, visas, official university services.',
      `MCP tools: ${tools.join(', ')}.`,
    ].join(' '),
    '## Docs',
    items(['indexMd', 'pricingMd', 'authMd', 'agentSkill', 'errors']),
    '## APIs',
    items([
      'apiIndex',
      'openapi',
      'contact',
      'mcp',
      'mcpCard',
      'mcpDocs',
      'mcpDocsCard',
      'a2a',
      'agentCard',
    ]),
    '## Discovery',
    items(['apiCatalog', 'aiCatalog', 'ard', 'agentSkills', 'mcpManifest', 'mcpWellKnownCard']),
    '## City guides',
    cities.cities
      .map((city) => llmsItem(`${city.name} city guide`, city.city_guide_url, city.summary))
      .join('\n') || '_No cities yet._',
    '## Optional',
    [
      items(['docs', 'deals', 'home', 'health']),
      ...docs.map((doc) => llmsItem(doc.title, doc.url, doc.summary)),
    ].join('\n'),
  ])
}
