/*
| Resources of the main MCP server: discovery documents, catalog snapshots
| as JSON (the REST shapes), one city / one event by template, and the two
| MCP Apps views.
*/
import { appViews, viewResourceContent } from '#mcp/app_views'
import type { McpResource, McpResourceTemplate } from '#mcp/server/definitions'
import { completeCitySlugs, completeEventIds } from '#mcp/students/prompts'
import { getCityGuide, searchCityPage } from '#services/catalog/city_service'
import { getEvent, listEventPage } from '#services/catalog/event_service'
import { listPartnerDeals } from '#services/catalog/partner_service'
import type { CityListShape } from '#schemas/city'
import type { EventListShape } from '#schemas/event'
import type { NotFound } from '#exceptions/catalog_failures'
import { expectValue, type Result } from '#lib/result'
import {
  renderLlmsTxt,
  renderPricingMarkdown,
  renderSkillMarkdown,
} from '#mcp/students/discovery_documents'

const RESOURCE_URIS = {
  pricing: 'students://pricing.md',
  llms: 'students://llms.txt',
  skill: 'students://skill.md',
  cities: 'students://cities',
  upcomingEvents: 'students://events/upcoming',
  partners: 'students://partners',
  city: 'students://cities/{slug}',
  event: 'students://events/{id}',
} as const

const JSON_TYPE = 'application/json'

function textContent(uri: string, mimeType: string, text: string) {
  return [{ uri, mimeType, text }]
}

function jsonContent(uri: string, value: unknown) {
  return textContent(uri, JSON_TYPE, JSON.stringify(value))
}

/** A found value as JSON contents; what is not there passes on as it is. */
function jsonContentOf<T>(uri: string, found: Result<T, NotFound>) {
  return found.ok ? jsonContent(uri, found.value) : found
}

/** Every page of a cursor-paginated list, as one list with next_cursor null. */
async function allPages<Item, List extends { total: number; next_cursor: string | null }>(
  fetchPage: (cursor?: string) => Promise<List>,
  itemsOf: (list: List) => Item[],
  withItems: (list: List, items: Item[]) => List
): Promise<List> {
  const first = await fetchPage()
  const items = [...itemsOf(first)]
  let cursor = first.next_cursor
  while (cursor) {
    const page = await fetchPage(cursor)
    items.push(...itemsOf(page))
    cursor = page.next_cursor
  }
  return withItems({ ...first, next_cursor: null }, items)
}

async function allCities(): Promise<CityListShape> {
  return allPages(
    async (cursor) => expectValue(await searchCityPage({ limit: 100, cursor })),
    (list) => list.cities,
    (list, cities) => ({ ...list, cities })
  )
}

async function allUpcomingEvents(): Promise<EventListShape> {
  return allPages(
    async (cursor) => expectValue(await listEventPage({ upcoming: true, limit: 200, cursor })),
    (list) => list.events,
    (list, events) => ({ ...list, events })
  )
}

const documents: McpResource[] = [
  {
    uri: RESOURCE_URIS.pricing,
    name: 'pricing',
    title: 'Pricing',
    description:
      'What is free, ticket prices per city and round, packages, partner deals, refund and fee policy (same as /pricing.md)',
    mimeType: 'text/markdown',
    read: async () =>
      textContent(RESOURCE_URIS.pricing, 'text/markdown', await renderPricingMarkdown()),
  },
  {
    uri: RESOURCE_URIS.llms,
    name: 'llms-txt',
    title: 'llms.txt',
    description: 'Short guide to the service for LLMs (same as /llms.txt)',
    mimeType: 'text/plain',
    read: async () => textContent(RESOURCE_URIS.llms, 'text/plain', await renderLlmsTxt()),
  },
  {
    uri: RESOURCE_URIS.skill,
    name: 'agent-skill',
    title: 'Agent skill',
    description:
      'How an agent uses the REST API, MCP and A2A of this service (the published SKILL.md)',
    mimeType: 'text/markdown',
    read: async () =>
      textContent(RESOURCE_URIS.skill, 'text/markdown', await renderSkillMarkdown()),
  },
]

const catalogSnapshots: McpResource[] = [
  {
    uri: RESOURCE_URIS.cities,
    name: 'cities',
    title: 'All cities',
    description: 'Every city as a CityList (same shape as GET /api/v1/cities, all pages)',
    mimeType: JSON_TYPE,
    read: async () => jsonContent(RESOURCE_URIS.cities, await allCities()),
  },
  {
    uri: RESOURCE_URIS.upcomingEvents,
    name: 'upcoming-events',
    title: 'Upcoming events',
    description: 'Every event that has not ended, as an EventList (GET /api/v1/events, all pages)',
    mimeType: JSON_TYPE,
    read: async () => jsonContent(RESOURCE_URIS.upcomingEvents, await allUpcomingEvents()),
  },
  {
    uri: RESOURCE_URIS.partners,
    name: 'partner-deals',
    title: 'Partner deals',
    description: 'Every partner deal (same shape as GET /api/v1/partners)',
    mimeType: JSON_TYPE,
    read: async () => jsonContent(RESOURCE_URIS.partners, await listPartnerDeals({})),
  },
]

const views: McpResource[] = appViews.map((view) => ({
  uri: view.uri,
  name: view.name,
  title: view.title,
  description: view.description,
  mimeType: view.mimeType,
  meta: { ...view.meta },
  read: async () => [{ ...viewResourceContent(view), _meta: { ...view.meta } }],
}))

export const STUDENT_RESOURCES: McpResource[] = [...documents, ...catalogSnapshots, ...views]

export const STUDENT_RESOURCE_TEMPLATES: McpResourceTemplate[] = [
  {
    uriTemplate: RESOURCE_URIS.city,
    name: 'city-guide',
    title: 'City guide',
    description: 'One city guide by slug (same shape as GET /api/v1/cities/{slug})',
    mimeType: JSON_TYPE,
    complete: { slug: completeCitySlugs },
    read: async ({ slug }, uri) => jsonContentOf(uri, await getCityGuide(decodeURIComponent(slug))),
  },
  {
    uriTemplate: RESOURCE_URIS.event,
    name: 'event',
    title: 'Event',
    description: 'One event by id (same shape as GET /api/v1/events/{id})',
    mimeType: JSON_TYPE,
    complete: { id: completeEventIds },
    read: async ({ id }, uri) => jsonContentOf(uri, await getEvent(decodeURIComponent(id))),
  },
]
