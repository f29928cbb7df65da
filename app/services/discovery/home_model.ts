/*
| What the home page and /index.md show, gathered once from live data and
| the surfaces registry: the HTML page and the markdown are two views of it.
*/
import { serviceConfig } from '#config/service'
import { searchCities } from '#services/catalog/city_service'
import { listEvents } from '#services/catalog/event_service'
import { listStoredDocs } from '#services/catalog/docs_service'
import type { CityCardShape } from '#schemas/city'
import type { EventShape } from '#schemas/event'
import type { DocSummaryShape } from '#schemas/doc'
import { LINKS, SERVICE_SUMMARY, linkUrl } from '#services/discovery/surfaces'
import type { LinkName } from '#services/discovery/surfaces'

interface HomeLink {
  title: string
  url: string
  description: string
  method: 'GET' | 'POST'
  type: string
}

export interface HomeSection {
  title: string
  intro: string
  links: HomeLink[]
}

export interface HomeModel {
  name: string
  summary: string
  supportEmail: string
  sections: HomeSection[]
  cities: CityCardShape[]
  upcomingEvents: EventShape[]
  docs: DocSummaryShape[]
}

const UPCOMING_EVENTS_SHOWN = 6

function homeLink(name: LinkName): HomeLink {
  const { title, description, method, type } = LINKS[name]
  return { title, url: linkUrl(name), description, method, type }
}

const section = (title: string, intro: string, names: LinkName[]): HomeSection => ({
  title,
  intro,
  links: names.map(homeLink),
})

const HOME_SECTIONS = [
  section(
    'REST API',
    'Keyless JSON over HTTPS GET; every answer carries rate-limit headers and API-Version.',
    ['apiIndex', 'openapi', 'contact']
  ),
  section(
    'MCP',
    'Streamable HTTP, JSON-RPC 2.0, protocol 2026-07-28 and 2025-11-25 back to 2024-10-07, no authentication. POST with Accept: application/json, text/event-stream.',
    ['mcp', 'mcpCard', 'mcpDocs', 'mcpDocsCard']
  ),
  section(
    'A2A',
    'A2A 1.0 (SendMessage over JSON-RPC or HTTP+JSON) and 0.3 (message/send), a text question in; answers carry a text part and a data part.',
    ['a2a', 'agentCard']
  ),
  section(
    'Documents for agents',
    'Plain-text and markdown descriptions generated from live data.',
    ['llmsTxt', 'indexMd', 'pricingMd', 'authMd', 'agentSkill']
  ),
  section('Discovery', 'Machine-readable catalogs of the surfaces above.', [
    'apiCatalog',
    'aiCatalog',
    'ard',
    'agentSkills',
    'mcpManifest',
    'mcpWellKnownCard',
  ]),
  section('For people', 'Pages for students.', ['docs', 'deals', 'errors', 'health']),
]

/** The surfaces for developers and agents, by kind (the developers page and /index.md). */
export const DEVELOPER_SECTIONS: readonly HomeSection[] = HOME_SECTIONS

export async function buildHomeModel(): Promise<HomeModel> {
  const [cities, events, docs] = await Promise.all([
    searchCities({ limit: 100 }),
    listEvents({ upcoming: true, limit: UPCOMING_EVENTS_SHOWN }),
    listStoredDocs(),
  ])
  return {
    name: serviceConfig.name,
    summary: SERVICE_SUMMARY,
    supportEmail: serviceConfig.supportEmail,
    sections: HOME_SECTIONS,
    cities: cities.cities,
    upcomingEvents: events.events,
    docs,
  }
}
