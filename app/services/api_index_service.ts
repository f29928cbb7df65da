import { serviceConfig } from '#config/service'
import { absoluteUrl } from '#lib/urls'
import { API_VERSION } from '#schemas/api_headers'
import type { ApiIndexShape } from '#schemas/api_index'
import { CONTACT_OPERATION } from '#services/openapi/contact_operation'
import { REST_OPERATIONS, queryParameterNames } from '#services/openapi/operations'
import { linkUrl } from '#services/discovery/surfaces'
import type { LinkName } from '#services/discovery/surfaces'

/** Names of the discovery files in the index, and their registry links. */
const DISCOVERY_LINKS = {
  openapi: 'openapi',
  llms_txt: 'llmsTxt',
  index_md: 'indexMd',
  pricing_md: 'pricingMd',
  auth_md: 'authMd',
  api_catalog: 'apiCatalog',
  ard: 'ard',
  ai_catalog: 'aiCatalog',
  agent_skills: 'agentSkills',
  mcp: 'mcpManifest',
  mcp_server_card: 'mcpWellKnownCard',
} as const satisfies Record<keyof ApiIndexShape['discovery'], LinkName>

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
    Object.entries(DISCOVERY_LINKS).map(([name, link]) => [name, linkUrl(link)])
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
      url: linkUrl('mcp'),
      server_card: linkUrl('mcpCard'),
      docs_url: linkUrl('mcpDocs'),
      docs_server_card: linkUrl('mcpDocsCard'),
    },
    a2a: { url: linkUrl('a2a'), agent_card: linkUrl('agentCard') },
    discovery,
    rate_limit: { requests_per_minute: serviceConfig.rateLimits.api, window_seconds: 60 },
    error_docs: linkUrl('errors'),
  }
}
