/*
| The one list of the service's public surfaces and documents. Every
| discovery file (llms.txt, index.md, the skill, the catalogs, the home page)
| is generated from it, so they name the same paths and media types.
*/
import { absoluteUrl } from '#lib/urls'
import { SERVER_CARD_MEDIA_TYPE } from '#schemas/discovery_cards'

export interface SurfaceLink {
  path: string
  title: string
  description: string
  /** Media type of a GET answer; for POST endpoints, of the request body. */
  type: string
  /** POST endpoints are listed but not fetched. */
  method: 'GET' | 'POST'
}

const get = (path: string, type: string, title: string, description: string): SurfaceLink => ({
  path,
  type,
  title,
  description,
  method: 'GET',
})

const post = (path: string, title: string, description: string): SurfaceLink => ({
  path,
  type: 'application/json',
  title,
  description,
  method: 'POST',
})

export const MEDIA_TYPES = {
  html: 'text/html',
  json: 'application/json',
  markdown: 'text/markdown',
  text: 'text/plain',
  linkset: 'application/linkset+json',
  mcpServerCard: SERVER_CARD_MEDIA_TYPE,
  aiCatalog: 'application/ai-catalog+json',
  xml: 'application/xml',
} as const

export const SERVICE_SUMMARY =
  'Student cities, city guides, events with ticket prices and buy links, partner deals and pricing — as a keyless read-only REST API, two MCP servers and an A2A agent. No authentication anywhere.'

export const SKILL_NAME = 'student-events'

export const LINKS = {
  home: get('/', MEDIA_TYPES.html, 'Home page', 'What the service is and where each surface lives'),
  apiIndex: get(
    '/api/v1',
    MEDIA_TYPES.json,
    'REST API v1',
    'Keyless read-only JSON API: cities, city guides, events with ticket prices, partner deals, pricing'
  ),
  openapi: get(
    '/openapi.json',
    MEDIA_TYPES.json,
    'OpenAPI document',
    'OpenAPI 3.1 description of the REST API and the contact endpoint'
  ),
  contact: post(
    '/api/contact',
    'Contact endpoint',
    'POST a message to the team (server-side callers, with the sender’s consent; dry_run available)'
  ),
  mcp: post(
    '/mcp',
    'MCP server',
    'Streamable HTTP MCP server with the catalog tools, resources and app views'
  ),
  mcpCard: get(
    '/mcp/server-card',
    MEDIA_TYPES.mcpServerCard,
    'MCP server card',
    'Server Card of the MCP server: name, version, endpoint and protocol versions'
  ),
  mcpDocs: post(
    '/mcp/docs',
    'Docs MCP server',
    'Streamable HTTP MCP server with search_docs and get_doc over guides, FAQ, pricing and policies'
  ),
  mcpDocsCard: get(
    '/mcp/docs/server-card',
    MEDIA_TYPES.mcpServerCard,
    'Docs MCP server card',
    'Server card of the docs MCP server'
  ),
  mcpManifest: get(
    '/.well-known/mcp.json',
    MEDIA_TYPES.json,
    'MCP discovery manifest',
    'Both MCP servers of this host'
  ),
  mcpWellKnownCard: get(
    '/.well-known/mcp/server-card.json',
    MEDIA_TYPES.mcpServerCard,
    'MCP server card (well-known)',
    'The MCP server card at its earlier well-known address'
  ),
  mcpCatalog: get(
    '/.well-known/mcp/catalog.json',
    MEDIA_TYPES.json,
    'MCP catalog',
    'The MCP servers of this host and where their Server Cards are'
  ),
  a2a: post(
    '/a2a',
    'A2A agent',
    'A2A agent (JSON-RPC; HTTP+JSON under /a2a/rest), A2A 1.0 and 0.3, rule based and read only'
  ),
  agentCard: get(
    '/.well-known/agent-card.json',
    MEDIA_TYPES.json,
    'A2A agent card',
    'Skills and endpoint of the A2A agent'
  ),
  llmsTxt: get('/llms.txt', MEDIA_TYPES.text, 'llms.txt', 'Short guide to the service for LLMs'),
  indexMd: get(
    '/index.md',
    MEDIA_TYPES.markdown,
    'Index document',
    'The home page as markdown: surfaces, cities and documents'
  ),
  pricingMd: get(
    '/pricing.md',
    MEDIA_TYPES.markdown,
    'Pricing',
    'What is free, ticket prices per city and round, packages, partner deals, refund and fee policy'
  ),
  authMd: get(
    '/auth.md',
    MEDIA_TYPES.markdown,
    'Authentication',
    'No credentials anywhere: the authentication rules of every surface'
  ),
  apiCatalog: get(
    '/.well-known/api-catalog',
    MEDIA_TYPES.linkset,
    'API catalog',
    'RFC 9727 linkset of the APIs of this host'
  ),
  aiCatalog: get(
    '/.well-known/ai-catalog.json',
    MEDIA_TYPES.aiCatalog,
    'AI catalog',
    'AI catalog of the MCP servers, the A2A agent, the skill and the REST API'
  ),
  ard: get(
    '/.well-known/ard.json',
    MEDIA_TYPES.aiCatalog,
    'Agentic resource discovery',
    'Same document as /.well-known/ai-catalog.json'
  ),
  agentSkills: get(
    '/.well-known/agent-skills/index.json',
    MEDIA_TYPES.json,
    'Agent skills index',
    'Index of the agent skills published by this host'
  ),
  agentSkill: get(
    `/.well-known/agent-skills/${SKILL_NAME}/SKILL.md`,
    MEDIA_TYPES.markdown,
    'Agent skill',
    'How an agent uses the REST API, MCP and A2A of this service'
  ),
  errors: get(
    '/docs/errors',
    MEDIA_TYPES.html,
    'Error codes',
    'Every error code of the REST API and the contact endpoint'
  ),
  docs: get(
    '/docs',
    MEDIA_TYPES.html,
    'Guides and FAQ',
    'Blog guides for international students, the FAQ and the policies'
  ),
  deals: get('/deals', MEDIA_TYPES.html, 'Partner deals', 'Student discount codes and links'),
  eventsPage: get(
    '/events',
    MEDIA_TYPES.html,
    'Events',
    'Every event, with filters by city, type, dates and ticket status, and a search'
  ),
  developers: get(
    '/developers',
    MEDIA_TYPES.html,
    'For developers',
    'The REST API, MCP servers, A2A agent and discovery files, on one page'
  ),
  health: get('/health', MEDIA_TYPES.json, 'Health', 'Service and database status'),
  contactPage: get(
    '/contact',
    MEDIA_TYPES.html,
    'Contact page',
    'A form for people to write to the team (the same pipeline as POST /api/contact)'
  ),
  sitemap: get('/sitemap.xml', MEDIA_TYPES.xml, 'Sitemap', 'Every public page of the site'),
  robotsTxt: get('/robots.txt', MEDIA_TYPES.text, 'robots.txt', 'Crawling rules: all but /admin'),
} satisfies Record<string, SurfaceLink>

export type LinkName = keyof typeof LINKS

/** The absolute URL of one registry link, on APP_URL. */
export function linkUrl(name: LinkName): string {
  return absoluteUrl(LINKS[name].path)
}

/** A markdown list item `- [title](url): description` for registry links. */
export function markdownLinkItem(name: LinkName): string {
  const link = LINKS[name]
  const method = link.method === 'POST' ? 'POST. ' : ''
  return llmsItem(link.title, linkUrl(name), `${method}${link.description}`)
}

/**
 * One llmstxt.org list item, `- [name](url): notes` (notes optional): the
 * name's brackets escaped, the notes on one line, nothing between `)` and `:`.
 */
export function llmsItem(name: string, url: string, notes?: string | null): string {
  const title = name.replace(/\s+/g, ' ').replace(/[[\]\\]/g, '\\$&')
  const text = notes?.replace(/\s+/g, ' ').trim()
  return `- [${title}](${url})${text ? `: ${text}` : ''}`
}
