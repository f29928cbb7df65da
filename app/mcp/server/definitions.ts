/*
| An MCP server described as data: its tools, resources and templates.
| One definition feeds the live server (build_server.ts), the route's
| write-tool guards and the server cards, so they cannot drift apart.
*/
import type { z } from 'zod'
import type {
  CallToolResult,
  ReadResourceResult,
  Tool,
  ToolAnnotations,
} from '@modelcontextprotocol/server'
import { outputJsonSchema } from '#schemas/json_schema'
import type { JsonSchemaObject, ToolArguments } from '#mcp/server/tool_arguments'
import type { CatalogFailure, NotFound } from '#exceptions/catalog_failures'
import type { Failed } from '#lib/result'

/** What a tool answers: its result, or an expected failure of the catalog (mapped by the server). */
export type ToolAnswer = CallToolResult | Failed<CatalogFailure>

/** read: no side effects; write: changes data or reaches people (guarded, rate limited). */
type ToolKind = 'read' | 'write'

export interface McpTool<Args = any> {
  name: string
  title: string
  description: string
  kind: ToolKind
  arguments: ToolArguments<Args>
  outputSchema: JsonSchemaObject
  annotations: ToolAnnotations
  /** e.g. MCP Apps `_meta.ui.resourceUri` */
  meta?: Record<string, unknown>
  run(args: Args): Promise<ToolAnswer>
}

export interface ToolSpec<Args, Output extends z.ZodType> {
  name: string
  title: string
  description: string
  kind: ToolKind
  arguments: ToolArguments<Args>
  output: Output
  annotations: Omit<ToolAnnotations, 'title'>
  meta?: Record<string, unknown>
  run(args: Args): Promise<ToolAnswer>
}

/** A tool whose outputSchema is derived from the zod shape of its structuredContent. */
export function defineTool<Args, Output extends z.ZodType>(
  spec: ToolSpec<Args, Output>
): McpTool<Args> {
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    kind: spec.kind,
    arguments: spec.arguments,
    outputSchema: outputJsonSchema(spec.output) as JsonSchemaObject,
    annotations: { title: spec.title, ...spec.annotations },
    meta: spec.meta,
    run: spec.run,
  }
}

export interface McpResource {
  uri: string
  name: string
  title: string
  description: string
  mimeType: string
  meta?: Record<string, unknown>
  read(): Promise<ReadResourceResult['contents']>
}

export interface McpResourceTemplate {
  uriTemplate: string
  name: string
  title: string
  description: string
  mimeType: string
  /** Completions of its variables (completion/complete), by variable name */
  complete?: Record<string, Completer>
  /** Contents for a URI matching the template, or what is not there. */
  read(
    variables: Record<string, string>,
    uri: string
  ): Promise<ReadResourceResult['contents'] | Failed<NotFound>>
}

/** Values that complete what was typed so far (at most 100 are sent). */
export type Completer = (typed: string) => Promise<string[]>

/** A prompt (prompts/list, prompts/get) whose arguments may be completed. */
export interface McpPrompt {
  name: string
  title: string
  description: string
  arguments: { name: string; description: string; required: boolean; complete?: Completer }[]
  /** The prompt's text for these arguments; throws a protocol error for an invalid one */
  text(args: Record<string, string>): Promise<string>
}

export interface McpServerDefinition {
  /** serverInfo.name */
  name: string
  title: string
  description: string
  /** At most 100 characters: the server card's description */
  summary: string
  /** Path of the Streamable HTTP endpoint, e.g. "/mcp" */
  path: string
  /** Path of the server card, e.g. "/mcp/server-card" */
  cardPath: string
  instructions: string
  tools: McpTool[]
  resources?: McpResource[]
  resourceTemplates?: McpResourceTemplate[]
  prompts?: McpPrompt[]
}

export function writeToolNames(definition: McpServerDefinition): string[] {
  return definition.tools.filter((tool) => tool.kind === 'write').map((tool) => tool.name)
}

/**
 * The `tools/list` entry of a tool. `uiSupport: false` (the client said it
 * renders no MCP Apps views) leaves out the view link in `_meta.ui`.
 */
export function toolListing(tool: McpTool, uiSupport?: boolean): Tool {
  const meta = uiSupport === false ? withoutUi(tool.meta) : tool.meta
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    /* JSON Schema documents, typed by the SDK as JSON values */
    inputSchema: tool.arguments.jsonSchema as Tool['inputSchema'],
    outputSchema: tool.outputSchema as Tool['outputSchema'],
    annotations: tool.annotations,
    ...(meta ? { _meta: meta } : {}),
  }
}

function withoutUi(meta: Record<string, unknown> | undefined) {
  if (!meta) return undefined
  const rest = Object.fromEntries(Object.entries(meta).filter(([key]) => key !== 'ui'))
  return Object.keys(rest).length ? rest : undefined
}

export function resourceListing(resource: McpResource) {
  return {
    uri: resource.uri,
    name: resource.name,
    title: resource.title,
    description: resource.description,
    mimeType: resource.mimeType,
    ...(resource.meta ? { _meta: resource.meta } : {}),
  }
}

export function resourceTemplateListing(template: McpResourceTemplate) {
  return {
    uriTemplate: template.uriTemplate,
    name: template.name,
    title: template.title,
    description: template.description,
    mimeType: template.mimeType,
  }
}
