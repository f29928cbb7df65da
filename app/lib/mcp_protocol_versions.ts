import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server'

/** Protocol revisions of the 2026 era the SDK's createMcpHandler serves. */
const MODERN_PROTOCOL_VERSIONS = ['2026-07-28'] as const

/** Every protocol version /mcp and /mcp/docs answer, newest first. */
export const MCP_PROTOCOL_VERSIONS: string[] = [
  ...MODERN_PROTOCOL_VERSIONS,
  ...SUPPORTED_PROTOCOL_VERSIONS,
]
