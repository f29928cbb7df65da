/*
| The MCP servers this host runs, as their definitions (tools with
| descriptions), from the MCP registry of app/mcp/servers.ts. Loaded lazily:
| the MCP servers expose the discovery documents as resources, so a static
| import would be circular.
*/
import type { McpServerDefinition } from '#mcp/server/definitions'

export async function mcpServerDefinitions(): Promise<McpServerDefinition[]> {
  const { MCP_SERVERS } = await import('#mcp/servers')
  return MCP_SERVERS
}

/** "name: description" list items of a server's tools. */
export function toolItems(definition: McpServerDefinition): string[] {
  return definition.tools.map((tool) => {
    const kind =
      tool.kind === 'write' ? ' _(write: reaches real people; only with the person’s consent)_' : ''
    return `- \`${tool.name}\`${kind}: ${tool.description}`
  })
}
