/*
| Server cards (/mcp/server-card, /.well-known/mcp/server-card.json) and the
| host manifest (/.well-known/mcp.json), generated from the same server
| definitions the live servers are built from. The card follows the
| SEP-1649 draft (serverInfo, transport, capabilities, tools, resources)
| with the MCP registry's `remotes` alongside.
*/
import {
  LATEST_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js'
import { appUrl, serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { absoluteUrl } from '#lib/urls'
import { serverCapabilities } from '#mcp/server/build_server'
import {
  resourceListing,
  resourceTemplateListing,
  toolListing,
  writeToolNames,
  type McpServerDefinition,
} from '#mcp/server/definitions'

const TRANSPORT = 'streamable-http'

function transportOf(definition: McpServerDefinition) {
  return { type: TRANSPORT, url: absoluteUrl(definition.path) }
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

export function serverCard(definition: McpServerDefinition) {
  return {
    name: definition.name,
    title: definition.title,
    description: definition.description,
    version: packageInfo.version,
    websiteUrl: appUrl,
    serverInfo: { name: definition.name, title: definition.title, version: packageInfo.version },
    protocolVersion: LATEST_PROTOCOL_VERSION,
    supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS,
    transport: transportOf(definition),
    remotes: [transportOf(definition)],
    authentication: { required: false, schemes: [] },
    capabilities: serverCapabilities(definition),
    instructions: definition.instructions,
    limits: limitsOf(definition),
    tools: definition.tools.map(toolListing),
    resources: (definition.resources ?? []).map(resourceListing),
    resourceTemplates: (definition.resourceTemplates ?? []).map(resourceTemplateListing),
    serverCard: absoluteUrl(definition.cardPath),
  }
}

/** /.well-known/mcp.json: every MCP server of this host, with its card. */
export function mcpManifest(definitions: McpServerDefinition[]) {
  return {
    name: serviceConfig.name,
    description:
      'MCP servers of this host. No authentication. Streamable HTTP (POST, JSON-RPC 2.0).',
    version: packageInfo.version,
    protocolVersion: LATEST_PROTOCOL_VERSION,
    servers: definitions.map((definition) => ({
      name: definition.name,
      title: definition.title,
      description: definition.description,
      version: packageInfo.version,
      url: absoluteUrl(definition.path),
      transport: transportOf(definition),
      authentication: { required: false },
      serverCard: absoluteUrl(definition.cardPath),
      tools: definition.tools.map((tool) => tool.name),
    })),
  }
}
