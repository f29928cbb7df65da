/*
| MCP discovery, generated from the same server definitions the live servers
| are built from:
| - the Server Card of each server (draft of the MCP server-card extension,
|   served as application/mcp-server-card+json at <mcp-url>/server-card and,
|   for the main server, still at /.well-known/mcp/server-card.json),
| - the MCP Catalog (/.well-known/mcp/catalog.json) pointing at the cards,
| - the older host manifest /.well-known/mcp.json (kept: clients use it).
*/
import { appUrl, serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { MCP_PROTOCOL_VERSIONS } from '#lib/mcp_protocol_versions'
import { catalogIdentifier } from '#services/discovery/mcp_servers'
import { absoluteUrl } from '#lib/urls'
import { writeToolNames, type McpServerDefinition } from '#mcp/server/definitions'
import {
  SERVER_CARD_MEDIA_TYPE,
  SERVER_CARD_SCHEMA_URL,
  type ServerCard,
} from '#schemas/discovery_cards'

const TRANSPORT = 'streamable-http'

/** The publisher's host name (APP_URL's), e.g. "students.example.org". */
function publisherDomain(): string {
  return new URL(appUrl).hostname
}

/** Reverse-DNS namespace of this host's servers: "org.example.students"; IPs and single labels as they are. */
export function serverNamespace(): string {
  const host = publisherDomain()
  if (/^[\d.]+$/.test(host) || !host.includes('.')) return host.replace(/[^a-zA-Z0-9.-]/g, '-')
  return host.split('.').reverse().join('.')
}

function limitsOf(definition: McpServerDefinition) {
  const writeTools = writeToolNames(definition)
  return {
    requests_per_minute: serviceConfig.rateLimits.mcp,
    batch_messages_count_each: true,
    ...(writeTools.length
      ? {
          write_tools: writeTools,
          write_tool_calls_per_minute: serviceConfig.rateLimits.mcpWrite,
          write_tools_in_batches: false,
        }
      : {}),
  }
}

/** The Server Card of one server: identity and where to connect; tools are listed at run time. */
export function serverCard(definition: McpServerDefinition): ServerCard {
  const namespace = serverNamespace()
  return {
    $schema: SERVER_CARD_SCHEMA_URL,
    name: `${namespace}/${definition.name}`,
    version: packageInfo.version,
    description: definition.summary,
    title: definition.title,
    websiteUrl: appUrl,
    remotes: [
      {
        type: TRANSPORT,
        url: absoluteUrl(definition.path),
        supportedProtocolVersions: MCP_PROTOCOL_VERSIONS,
      },
    ],
    _meta: {
      [`${namespace}/authentication`]: { required: false },
      [`${namespace}/rate-limits`]: limitsOf(definition),
    },
  }
}

/** /.well-known/mcp/catalog.json: the MCP Catalog (draft) of this host's servers. */
export function mcpCatalog(definitions: McpServerDefinition[]) {
  return {
    specVersion: 'draft' as const,
    entries: definitions.map((definition) => ({
      identifier: catalogIdentifier(definition),
      displayName: definition.title,
      type: SERVER_CARD_MEDIA_TYPE,
      url: absoluteUrl(definition.cardPath),
    })),
  }
}

/** /.well-known/mcp.json: every MCP server of this host, with its card (the earlier manifest). */
export function mcpManifest(definitions: McpServerDefinition[]) {
  return {
    name: serviceConfig.name,
    description:
      'MCP servers of this host. No authentication. Streamable HTTP (POST, JSON-RPC 2.0).',
    version: packageInfo.version,
    protocolVersion: MCP_PROTOCOL_VERSIONS[0],
    supportedProtocolVersions: MCP_PROTOCOL_VERSIONS,
    catalog: absoluteUrl('/.well-known/mcp/catalog.json'),
    servers: definitions.map((definition) => ({
      name: definition.name,
      title: definition.title,
      description: definition.description,
      version: packageInfo.version,
      url: absoluteUrl(definition.path),
      transport: { type: TRANSPORT, url: absoluteUrl(definition.path) },
      authentication: { required: false },
      serverCard: absoluteUrl(definition.cardPath),
      tools: definition.tools.map((tool) => tool.name),
    })),
  }
}
