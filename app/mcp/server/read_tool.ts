import type { z } from 'zod'
import type { CatalogFailure } from '#exceptions/catalog_failures'
import type { Result } from '#lib/result'
import { defineTool, type McpTool, type ToolSpec } from '#mcp/server/definitions'
import { READ_ONLY_ANNOTATIONS } from '#mcp/server/tool_annotations'
import { structuredResult } from '#mcp/server/tool_results'

interface ReadToolSpec<Args, Output extends z.ZodType> extends Omit<
  ToolSpec<Args, Output>,
  'kind' | 'annotations' | 'run'
> {
  /** What the catalog answers: the value, or a failure the server maps (build_server.ts) */
  read(args: Args): Promise<Result<z.infer<Output>, CatalogFailure>>
  /** The value as a short text, for hosts that show text only (the arguments it answers) */
  text(value: z.infer<Output>, args: Args): string | Promise<string>
}

/** A read of the catalog as a tool: read-only, its value as structured content and as text. */
export function defineReadTool<Args, Output extends z.ZodType>(
  spec: ReadToolSpec<Args, Output>
): McpTool<Args> {
  const { read, text, ...tool } = spec
  return defineTool({
    ...tool,
    kind: 'read',
    annotations: READ_ONLY_ANNOTATIONS,
    async run(args) {
      const answer = await read(args)
      if (!answer.ok) return answer
      return structuredResult(answer.value as object, await text(answer.value, args))
    },
  })
}
