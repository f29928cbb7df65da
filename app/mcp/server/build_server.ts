/*
| A low-level SDK `Server` built from a definition (tools and resources are
| plain data with VineJS-validated arguments, so the zod-based McpServer
| registration API is not used). Stateless: one server per HTTP request.
*/
import logger from '@adonisjs/core/services/logger'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js'
import {
  CallToolRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js'
import { toolErrorResult } from '#mcp/server/tool_results'
import packageInfo from '#lib/package_info'
import { InvalidParameterError, NotFoundError } from '#services/catalog/catalog_errors'
import {
  ProtocolError,
  internalError,
  invalidArguments,
  resourceNotFound,
  serviceUnavailable,
  unknownTool,
} from '#mcp/server/protocol_errors'
import { isDatabaseUnavailable } from '#lib/service_unavailable'
import {
  resourceListing,
  resourceTemplateListing,
  toolListing,
  type McpServerDefinition,
  type McpTool,
} from '#mcp/server/definitions'

/** An unreachable database is -32000 `service_unavailable`; anything else unexpected is logged and hidden. */
function unexpectedFailure(error: unknown, context: Record<string, unknown>): ProtocolError {
  if (error instanceof ProtocolError) return error
  if (isDatabaseUnavailable(error)) return serviceUnavailable()
  logger.error({ err: error, ...context }, 'MCP request failed')
  return internalError()
}

/** Expected failures become tool errors or -32602; anything else see unexpectedFailure. */
function mapFailure(tool: McpTool, error: unknown): CallToolResult {
  if (error instanceof NotFoundError) return toolErrorResult(error.message)
  if (error instanceof InvalidParameterError) {
    throw invalidArguments(tool.name, [{ argument: error.parameter, message: error.message }])
  }
  throw unexpectedFailure(error, { tool: tool.name })
}

async function callTool(
  definition: McpServerDefinition,
  name: string,
  args: Record<string, unknown>
) {
  const tool = definition.tools.find((candidate) => candidate.name === name)
  if (!tool)
    throw unknownTool(
      name,
      definition.tools.map((candidate) => candidate.name)
    )
  const parsed = await tool.arguments.parse(tool.name, args)
  try {
    return await tool.run(parsed)
  } catch (error) {
    return mapFailure(tool, error)
  }
}

async function readResource(definition: McpServerDefinition, uri: string) {
  const resource = definition.resources?.find((candidate) => candidate.uri === uri)
  if (resource) return { contents: await resource.read() }
  for (const template of definition.resourceTemplates ?? []) {
    const variables = new UriTemplate(template.uriTemplate).match(uri)
    if (!variables) continue
    const values = Object.fromEntries(
      Object.entries(variables).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(',') : value,
      ])
    )
    try {
      return { contents: await template.read(values, uri) }
    } catch (error) {
      if (error instanceof NotFoundError) throw resourceNotFound(uri, error.message)
      throw error
    }
  }
  throw resourceNotFound(
    uri,
    'List resources with resources/list and templates with resources/templates/list.'
  )
}

function registerResources(server: Server, definition: McpServerDefinition) {
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: (definition.resources ?? []).map(resourceListing),
  }))
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: (definition.resourceTemplates ?? []).map(resourceTemplateListing),
  }))
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    try {
      return await readResource(definition, request.params.uri)
    } catch (error) {
      throw unexpectedFailure(error, { resource: request.params.uri })
    }
  })
}

export function hasResources(definition: McpServerDefinition): boolean {
  return Boolean(definition.resources?.length || definition.resourceTemplates?.length)
}

/** The capabilities the server announces (also shown on its card). */
export function serverCapabilities(definition: McpServerDefinition) {
  return {
    tools: { listChanged: false },
    ...(hasResources(definition) ? { resources: { subscribe: false, listChanged: false } } : {}),
  }
}

export function buildMcpServer(definition: McpServerDefinition): Server {
  const server = new Server(
    { name: definition.name, title: definition.title, version: packageInfo.version },
    { capabilities: serverCapabilities(definition), instructions: definition.instructions }
  )
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: definition.tools.map(toolListing),
  }))
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    callTool(definition, request.params.name, request.params.arguments ?? {})
  )
  if (hasResources(definition)) registerResources(server, definition)
  return server
}
