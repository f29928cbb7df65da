import type { CallToolResult } from '@modelcontextprotocol/server'

/** structuredContent in the REST shape, plus a short text for hosts that show text only. */
export function structuredResult(structured: object, text: string): CallToolResult {
  return {
    content: [{ type: 'text', text }],
    structuredContent: structured as Record<string, unknown>,
  }
}

/** A result the model can act on, e.g. "No city X. Search cities with search_cities." */
export function toolErrorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] }
}
