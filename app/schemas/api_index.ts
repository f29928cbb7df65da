import { z } from 'zod'
import { absoluteUrl } from '#schemas/common'

const ApiEndpointSchema = z
  .object({
    operation_id: z.string().describe('The operationId in /openapi.json'),
    method: z.enum(['GET', 'POST']),
    path: z.string().describe('Path template, e.g. /api/v1/cities/{slug}'),
    url_template: z
      .string()
      .describe('Absolute URL template (RFC 6570): replace {name} with the path parameter'),
    summary: z.string(),
    query_parameters: z.array(z.string()).describe('Names of the accepted query parameters'),
  })
  .meta({ id: 'ApiEndpoint', description: 'One operation of the service' })

export const ApiIndexSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    api_version: z.string().describe('Major version of this API, as in the API-Version header'),
    base_url: absoluteUrl(),
    authentication: z
      .literal('none')
      .describe('No credential anywhere; an Authorization header is ignored'),
    endpoints: z
      .array(ApiEndpointSchema)
      .describe('Every REST operation, and the contact endpoint (sendMessage)'),
    mcp: z.object({
      url: absoluteUrl().describe('MCP server (Streamable HTTP, JSON-RPC 2.0)'),
      server_card: absoluteUrl(),
      docs_url: absoluteUrl().describe('Docs MCP server (search_docs, get_doc)'),
      docs_server_card: absoluteUrl(),
    }),
    a2a: z.object({
      url: absoluteUrl().describe('A2A JSON-RPC endpoint (message/send)'),
      agent_card: absoluteUrl(),
    }),
    discovery: z
      .object({
        openapi: absoluteUrl(),
        llms_txt: absoluteUrl(),
        index_md: absoluteUrl(),
        pricing_md: absoluteUrl(),
        auth_md: absoluteUrl(),
        api_catalog: absoluteUrl(),
        ard: absoluteUrl(),
        ai_catalog: absoluteUrl(),
        agent_skills: absoluteUrl(),
        mcp: absoluteUrl(),
        mcp_server_card: absoluteUrl(),
      })
      .describe('Machine-readable discovery documents'),
    rate_limit: z.object({
      requests_per_minute: z.int().min(1).describe('Per client, for /api/v1 and /a2a'),
      window_seconds: z.int().min(1),
    }),
    error_docs: absoluteUrl().describe('Human-readable list of the error codes'),
  })
  .meta({ id: 'ApiIndex', description: 'What the service offers and where (GET /api/v1)' })

export type ApiIndexShape = z.infer<typeof ApiIndexSchema>
