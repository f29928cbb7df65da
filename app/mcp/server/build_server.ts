/*
| A low-level SDK `Server` (v2, @modelcontextprotocol/server) built from a
| definition: tools and resources are plain data with VineJS-validated
| arguments, so McpServer's zod registration API is not used. Stateless: one
| server per HTTP request, for either protocol era (createMcpHandler).
*/
import logger from '@adonisjs/core/services/logger'
import { ProtocolErrorCode, Server, UriTemplate } from '@modelcontextprotocol/server'
import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server'
import { clientUiSupport } from '#mcp/app_views'
import { toolErrorResult } from '#mcp/server/tool_results'
import packageInfo from '#lib/package_info'
import type { CatalogFailure } from '#exceptions/catalog_failures'
import type { Failed } from '#lib/result'
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
  type McpPrompt,
  type McpServerDefinition,
  type McpTool,
  type ToolAnswer,
} from '#mcp/server/definitions'

/** Errors thrown on purpose (invalid arguments, unknown tool) go on the wire as they are. */
function isProtocolError(error: unknown): boolean {
  return ProtocolError.isInstance(error)
}

/** An unreachable database is -32000 `service_unavailable`; anything else unexpected is logged and hidden. */
function unexpectedFailure(error: unknown, context: Record<string, unknown>): Error {
  if (isProtocolError(error)) return error as Error
  if (isDatabaseUnavailable(error)) return serviceUnavailable()
  logger.error({ err: error, ...context }, 'MCP request failed')
  return internalError()
}

/** Expected failures of the catalog: an invalid argument is -32602, anything else a tool error. */
function mapFailure(tool: McpTool, failure: CatalogFailure): CallToolResult {
  if (failure.kind === 'invalid_parameter') {
    throw invalidArguments(tool.name, [{ argument: failure.parameter, message: failure.message }])
  }
  return toolErrorResult(failure.message)
}

function isFailure(answer: ToolAnswer): answer is Failed<CatalogFailure> {
  return (answer as { ok?: unknown }).ok === false
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
  let answer: ToolAnswer
  try {
    answer = await tool.run(parsed)
  } catch (error) {
    throw unexpectedFailure(error, { tool: tool.name })
  }
  return isFailure(answer) ? mapFailure(tool, answer.failure) : answer
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
    const contents = await template.read(values, uri)
    if (Array.isArray(contents)) return { contents }
    throw resourceNotFound(uri, contents.failure.message)
  }
  throw resourceNotFound(
    uri,
    'List resources with resources/list and templates with resources/templates/list.'
  )
}

function registerResources(server: Server, definition: McpServerDefinition) {
  server.setRequestHandler('resources/list', async () => ({
    resources: (definition.resources ?? []).map(resourceListing),
  }))
  server.setRequestHandler('resources/templates/list', async () => ({
    resourceTemplates: (definition.resourceTemplates ?? []).map(resourceTemplateListing),
  }))
  server.setRequestHandler('resources/read', async (request) => {
    try {
      return await readResource(definition, request.params.uri)
    } catch (error) {
      throw unexpectedFailure(error, { resource: request.params.uri })
    }
  })
}

function hasResources(definition: McpServerDefinition): boolean {
  return Boolean(definition.resources?.length || definition.resourceTemplates?.length)
}

type CompletionRef = { type: 'ref/resource'; uri: string } | { type: 'ref/prompt'; name: string }

/**
 * The completer of a template variable or a prompt argument, if there is one.
 * A prompt or a resource (template) this server does not have is -32602, as
 * the spec says a server SHOULD; an argument without completions is none.
 */
function completerOf(definition: McpServerDefinition, ref: CompletionRef, argument: string) {
  if (ref.type === 'ref/resource') {
    const templates = definition.resourceTemplates ?? []
    const template = templates.find((t) => t.uriTemplate === ref.uri)
    if (!template && !definition.resources?.some((resource) => resource.uri === ref.uri)) {
      throw unknownResourceRef(
        ref.uri,
        templates.map((t) => t.uriTemplate)
      )
    }
    return template?.complete?.[argument]
  }
  const prompts = definition.prompts ?? []
  const prompt = prompts.find((candidate) => candidate.name === ref.name)
  if (!prompt)
    throw unknownPrompt(
      ref.name,
      prompts.map((candidate) => candidate.name)
    )
  return prompt.arguments.find((candidate) => candidate.name === argument)?.complete
}

function unknownResourceRef(uri: string, templates: string[]) {
  return new ProtocolError(
    ProtocolErrorCode.InvalidParams,
    `Unknown resource template: ${uri}. Available templates: ${templates.join(', ') || 'none'}`
  )
}

const MAX_COMPLETIONS = 100

function registerCompletions(server: Server, definition: McpServerDefinition) {
  server.setRequestHandler('completion/complete', async (request) => {
    const { ref, argument } = request.params as {
      ref: CompletionRef
      argument: { name: string; value: string }
    }
    const completer = completerOf(definition, ref, argument.name)
    const values = completer ? await completer(argument.value) : []
    return {
      completion: {
        values: values.slice(0, MAX_COMPLETIONS),
        total: values.length,
        hasMore: values.length > MAX_COMPLETIONS,
      },
    }
  })
}

function unknownPrompt(name: string, known: string[]) {
  return new ProtocolError(
    ProtocolErrorCode.InvalidParams,
    `Unknown prompt: ${name}. Available prompts: ${known.join(', ')}`
  )
}

function registerPrompts(server: Server, prompts: McpPrompt[]) {
  server.setRequestHandler('prompts/list', async () => ({
    prompts: prompts.map(({ name, title, description, arguments: args }) => ({
      name,
      title,
      description,
      arguments: args.map(({ name: argument, description: about, required }) => ({
        name: argument,
        description: about,
        required,
      })),
    })),
  }))
  server.setRequestHandler('prompts/get', async (request) => {
    const prompt = prompts.find((candidate) => candidate.name === request.params.name)
    if (!prompt)
      throw unknownPrompt(
        request.params.name,
        prompts.map(({ name }) => name)
      )
    const args = (request.params.arguments ?? {}) as Record<string, string>
    const missing = prompt.arguments.filter((arg) => arg.required && !args[arg.name]?.trim())
    if (missing.length > 0) {
      throw invalidArguments(
        prompt.name,
        missing.map((arg) => ({ argument: arg.name, message: 'is required' }))
      )
    }
    try {
      const text = await prompt.text(args)
      return {
        description: prompt.description,
        messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }],
      }
    } catch (error) {
      throw unexpectedFailure(error, { prompt: prompt.name })
    }
  })
}

function hasCompletions(definition: McpServerDefinition): boolean {
  return Boolean(
    definition.resourceTemplates?.some((template) => template.complete) ||
    definition.prompts?.some((prompt) => prompt.arguments.some((arg) => arg.complete))
  )
}

/** The capabilities the server announces (also shown on its card). */
function serverCapabilities(definition: McpServerDefinition) {
  return {
    tools: { listChanged: false },
    ...(hasResources(definition) ? { resources: { subscribe: false, listChanged: false } } : {}),
    ...(definition.prompts?.length ? { prompts: { listChanged: false } } : {}),
    ...(hasCompletions(definition) ? { completions: {} } : {}),
  }
}

export function buildMcpServer(definition: McpServerDefinition): Server {
  const server = new Server(
    { name: definition.name, title: definition.title, version: packageInfo.version },
    { capabilities: serverCapabilities(definition), instructions: definition.instructions }
  )
  server.setRequestHandler('tools/list', async (_request, ctx: ServerContext) => ({
    tools: definition.tools.map((tool) => toolListing(tool, clientUiSupport(ctx))),
  }))
  server.setRequestHandler('tools/call', async (request) =>
    callTool(definition, request.params.name, request.params.arguments ?? {})
  )
  if (hasResources(definition)) registerResources(server, definition)
  if (definition.prompts?.length) registerPrompts(server, definition.prompts)
  if (hasCompletions(definition)) registerCompletions(server, definition)
  return server
}
