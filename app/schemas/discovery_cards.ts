import { z } from 'zod'

/*
| The MCP discovery documents, declared once: the Server Card (draft of the
| MCP server-card extension, SEP-2127: $schema, reverse-DNS name, version,
| description, remotes; no extra members) and the MCP Catalog that points at
| the cards. Not OpenAPI components (no ids): they are served beside the API.
*/

export const SERVER_CARD_SCHEMA_URL =
  'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json'
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json'

const RemoteSchema = z
  .object({
    type: z.enum(['streamable-http', 'sse']),
    url: z.string().regex(/^(https?:\/\/[^\s]+|\{[a-zA-Z_][a-zA-Z0-9_]*\}[^\s]*)$/),
    supportedProtocolVersions: z.array(z.string()).optional(),
  })
  .strict()

export const ServerCardSchema = z
  .object({
    $schema: z.literal(SERVER_CARD_SCHEMA_URL),
    name: z
      .string()
      .min(3)
      .max(200)
      .regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/),
    version: z.string().max(255),
    description: z.string().min(1).max(100),
    title: z.string().min(1).max(100).optional(),
    websiteUrl: z.url().optional(),
    remotes: z.array(RemoteSchema).optional(),
    _meta: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()

export type ServerCard = z.infer<typeof ServerCardSchema>

export const McpCatalogSchema = z
  .object({
    specVersion: z.literal('draft'),
    entries: z.array(
      z.object({
        identifier: z.string().regex(/^urn:air:[^:]+(:[^:]+)*:[^:]+$/),
        displayName: z.string(),
        type: z.literal(SERVER_CARD_MEDIA_TYPE),
        url: z.url(),
      })
    ),
  })
  .strict()
