/*
| What one request costs in rate-limit points: ONE rule for every door that
| counts (the rate-limit middleware of REST, the site and the discovery
| documents; the answer replay in front of the router; MCP tool calls and
| their replay). A read is charged by its kind (an item, a list, a search, a
| calendar, a page, a document, the sitemap) times the number of items it
| asks for, in units of ITEMS_PER_UNIT. REST query strings and MCP tool
| arguments share their parameter names (app/validators/catalog.ts), so the
| same read asked through either door costs the same. docs/security.md lists
| the figures.
*/
import { calledToolName } from '#lib/jsonrpc'
import type { RestOperationId } from '#services/openapi/operations'

/** How heavy a read is per unit of items. */
export const COST_PER_UNIT = {
  /** one record (an event, a city guide, a document) */
  item: 1,
  /** a page of a list */
  list: 1,
  /** a list filtered by free text (`q`) */
  search: 2,
  /** an iCalendar file: every event becomes text with its time zone */
  calendar: 3,
  /** a site page for people (HTML) */
  page: 1,
  /** a discovery document generated from live data (llms.txt, index.md, ...) */
  document: 2,
  /** sitemap.xml: every page of the site */
  sitemap: 30,
} as const

export type CostKind = keyof typeof COST_PER_UNIT

/** Items per unit: a list of up to 100 items is one unit, 200 items two. */
const ITEMS_PER_UNIT = 100

interface ReadCost {
  kind: CostKind
  /** items a list gives without `limit` (and the most it gives); none: one unit */
  items?: { default: number; max: number }
  /** the list is a search when this parameter is set */
  searchParam?: string
  /** a list that is a single item when this parameter narrows it (pricing of one city) */
  narrowedBy?: string
}

const EVENTS = { default: 200, max: 200 }
const CITIES = { default: 100, max: 100 }
/** partners and prices have no page size: the whole list, counted as its usual size */
const WHOLE_LIST = { default: 200, max: 200 }

/** A REST read, and the MCP tool that makes the same read (same arguments, same cost). */
type OperationCost = ReadCost & { tool?: string }

/** Each REST read by its operation id (app/services/openapi/operations.ts). */
const OPERATION_READS: Partial<Record<RestOperationId, OperationCost>> = {
  listEvents: { kind: 'list', items: EVENTS, tool: 'list_events' },
  getEventsCalendar: { kind: 'calendar', items: EVENTS },
  getEventCalendar: { kind: 'calendar' },
  getEventCalendarFile: { kind: 'calendar' },
  searchCities: { kind: 'list', items: CITIES, searchParam: 'q', tool: 'search_cities' },
  listPartnerDeals: {
    kind: 'list',
    items: WHOLE_LIST,
    searchParam: 'q',
    tool: 'list_partner_deals',
  },
  getPricing: { kind: 'list', items: WHOLE_LIST, narrowedBy: 'city', tool: 'get_pricing' },
  listChanges: { kind: 'list', items: { default: 500, max: 1000 } },
}

/** Reads no REST operation makes, by the name their door gives them: an MCP tool, a route. */
const OTHER_READS: Record<string, ReadCost> = {
  'search_docs': { kind: 'search' },
  /* the site: pages are items; the deals page searches with ?q= */
  'site.deals': { kind: 'page', items: WHOLE_LIST, searchParam: 'q' },
  /* the events page: one page of events (EVENTS_PER_PAGE), a search with ?q= */
  'site.events': { kind: 'page', items: { default: 24, max: 24 }, searchParam: 'q' },
  /* discovery documents made from live data */
  'discovery.sitemap': { kind: 'sitemap' },
  'discovery.llms_txt': { kind: 'document' },
  'discovery.index_md': { kind: 'document' },
  'discovery.pricing_md': { kind: 'document' },
  'machine_docs.agent_skill': { kind: 'document' },
  'machine_docs.agent_skills': { kind: 'document' },
}

/** Each read by name: REST operation ids (each followed by its MCP tool), then the others. */
const READS: Record<string, ReadCost> = Object.fromEntries([
  ...Object.entries(OPERATION_READS).flatMap(([operationId, { tool, ...cost }]) => [
    [operationId, cost],
    ...(tool ? [[tool, cost]] : []),
  ]),
  ...Object.entries(OTHER_READS),
])

/** The names a read is charged by (a test holds each to an operation, a tool or a route). */
export const CHARGED_READS = {
  operations: Object.keys(OPERATION_READS),
  tools: [
    ...Object.values(OPERATION_READS).flatMap((cost) => (cost.tool ? [cost.tool] : [])),
    ...Object.keys(OTHER_READS).filter((name) => !name.includes('.')),
  ],
  routes: Object.keys(OTHER_READS).filter((name) => name.includes('.')),
}

type Params = Record<string, unknown> | null | undefined

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The items a list is asked for: its `limit` when valid, else its default (validation refuses the rest). */
function itemsAsked(items: { default: number; max: number }, limit: unknown) {
  const asked = typeof limit === 'string' && /^\d+$/.test(limit) ? Number(limit) : limit
  if (typeof asked !== 'number' || !Number.isInteger(asked) || asked < 1) return items.default
  return Math.min(asked, items.max)
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== ''

/**
 * Rate-limit points of a read given by name (REST operation id, MCP tool
 * name, site or discovery route name) with its parameters (query string or
 * tool arguments). Unknown names cost one point.
 */
export function requestWeight(read: string | null | undefined, params?: Params): number {
  /* own keys only: a name like `__proto__` is no read (it would find Object.prototype) */
  const cost = read && Object.hasOwn(READS, read) ? READS[read] : undefined
  if (!cost) return 1
  const kind: CostKind =
    cost.searchParam && isSet(params?.[cost.searchParam]) ? 'search' : cost.kind
  if (!cost.items || (cost.narrowedBy && isSet(params?.[cost.narrowedBy]))) {
    return COST_PER_UNIT[kind]
  }
  const units = Math.ceil(itemsAsked(cost.items, params?.limit) / ITEMS_PER_UNIT)
  return COST_PER_UNIT[kind] * units
}

/** Points of one JSON-RPC message to an MCP endpoint: a tool call by its tool and arguments, anything else one. */
export function messageWeight(message: unknown): number {
  const name = calledToolName(message)
  if (!name || !isObject(message) || !isObject(message.params)) return 1
  const args = message.params.arguments
  return requestWeight(name, isObject(args) ? args : undefined)
}

/** The read of a route: its name without the group prefix REST routes carry (`api.listEvents`). */
export function readOfRoute(routeName: string | undefined): string | undefined {
  if (routeName?.startsWith('api.')) return routeName.slice('api.'.length)
  /* a page in another language (/de/events) weighs what the English page weighs */
  return routeName?.startsWith('site.l10n.') ? `site.${routeName.slice(10)}` : routeName
}

/** Every figure of the rule in words, one per read (the OpenAPI description is generated from it). */
export function weightTable(): { read: string; points: string }[] {
  return Object.entries(READS).map(([read, cost]) => {
    const base = COST_PER_UNIT[cost.kind]
    const parts = [
      cost.items
        ? `${base} per ${ITEMS_PER_UNIT} items asked (default ${cost.items.default}: ${requestWeight(read)})`
        : String(base),
    ]
    if (cost.searchParam)
      parts.push(`${COST_PER_UNIT.search} per unit with \`${cost.searchParam}\``)
    if (cost.narrowedBy) parts.push(`${base} with \`${cost.narrowedBy}\``)
    return { read, points: parts.join(', ') }
  })
}
