import type { ToolAnnotations } from '@modelcontextprotocol/server'

/** Reads of the catalog: no side effects, same answer for the same data, closed world. */
export const READ_ONLY_ANNOTATIONS: Omit<ToolAnnotations, 'title'> = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
}
