import { serviceConfig } from '#config/service'
import { absoluteUrl } from '#lib/urls'
import { API_VERSION } from '#lib/rest_headers'
import type { ApiIndexShape } from '#schemas/api_index'
import { CONTACT_OPERATION } from '#services/openapi/contact_operation'
import { REST_OPERATIONS, queryParameterNames } from '#services/openapi/operations'

/** The paths other surfaces serve; listed here once for the index. */
export const SURFACE_PATHS = {
  mcp: '/mcp',
  mcpServerCard: '/mcp/server-card',
  mcpDocs: '/mcp/docs',
  mcpDocsServerCard: '/mcp/docs/server-card',
  a2a: '/a2a',
  agentCard: '/.well-known/agent-card.json',
  errorDocs: '/docs/errors',
} as const

export const DISCOVERY_PATHS = {
  openapi: '/openapi.json',
  llms_txt: '/llms.txt',
  index_md: '/index.md',
  pricing_md: '/pricing.md',
  auth_md: '/auth.md',
  api_catalog: '/.well-known/api-catalog',
  ard: '/.well-known/ard.json',
  ai_catalog: '/.well-known/ai-catalog.json',
  agent_skills: '/.well-known/agent-skills/index.json',
  mcp: '/.well-known/mcp.json',
  mcp_server_card: '/.well-known/mcp/server-card.json',
} as const

function endpoints(): ApiIndexShape['endpoints'] {
  const reads = REST_OPERATIONS.map((operation) => ({
    operation_id: operation.operationId,
    method: 'GET' as const,
    path: operation.path,
    url_template: absoluteUrl(operation.path),
    summary: operation.summary,
    query_parameters: queryParameterNames(operation),
  }))
  return [
    ...reads,
    {
      operation_id: CONTACT_OPERATION.operationId,
      method: 'POST',
      path: CONTACT_OPERATION.path,
      url_template: absoluteUrl(CONTACT_OPERATION.path),
      summary: CONTACT_OPERATION.summary,
      query_parameters: [],
    },
  ]
}

/** getApiIndex: every endpoint (from the one list of operations), MCP, A2A, discovery. */
export function getApiIndex(): ApiIndexShape {
  const discovery = Object.fromEntries(
    Object.entries(DISCOVERY_PATHS).map(([name, path]) => [name, absoluteUrl(path)])
  ) as ApiIndexShape['discovery']
  return {
    name: serviceConfig.name,
    description:
      'Student cities, city guides, events with ticket prices, partner deals and pricing. Free, keyless, read-only JSON.',
    api_version: API_VERSION,
    base_url: absoluteUrl('/api/v1'),
    authentication: 'none',
    endpoints: endpoints(),
    mcp: {
      url: absoluteUrl(SURFACE_PATHS.mcp),
      server_card: absoluteUrl(SURFACE_PATHS.mcpServerCard),
      docs_url: absoluteUrl(SURFACE_PATHS.mcpDocs),
      docs_server_card: absoluteUrl(SURFACE_PATHS.mcpDocsServerCard),
    },
    a2a: { url: absoluteUrl(SURFACE_PATHS.a2a), agent_card: absoluteUrl(SURFACE_PATHS.agentCard) },
    discovery,
    rate_limit: { requests_per_minute: serviceConfig.rateLimits.api, window_seconds: 60 },
    error_docs: absoluteUrl(SURFACE_PATHS.errorDocs),
  }
}
