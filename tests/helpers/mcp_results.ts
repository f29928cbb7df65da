import { McpError } from '@modelcontextprotocol/sdk/types.js'

/** The JSON-RPC error a client call failed with (fails the test if it succeeded). */
export async function protocolError(promise: Promise<unknown>): Promise<McpError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof McpError) return error
    throw error
  }
  throw new Error('expected a JSON-RPC error')
}

/** The text blocks of a tool result, joined. */
export function textOf(result: unknown): string {
  const content = (result as { content: { text?: string }[] }).content
  return content.map((item) => item.text ?? '').join('\n')
}
