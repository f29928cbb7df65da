/*
| The MCP servers this host runs, as the discovery documents describe them.
| The MCP door registers its servers at boot (start/discovery.ts): discovery
| never imports the MCP door, which serves these documents as resources.
*/
import { appUrl } from '#config/service'

/** What the discovery documents say of an MCP server (an MCP server definition is one). */
export interface DescribedMcpServer {
  name: string
  title: string
  description: string
  path: string
  cardPath: string
  tools: { name: string; description: string; kind: 'read' | 'write' }[]
}

let described: DescribedMcpServer[] = []

/** Called once at boot with every MCP server of this host. */
export function describeMcpServers(servers: DescribedMcpServer[]): void {
  described = servers
}

export function mcpServerDefinitions(): DescribedMcpServer[] {
  return described
}

/** The AI-catalog identifier of a server: urn:air:<publisher>:mcp:<name>. */
export function catalogIdentifier(server: Pick<DescribedMcpServer, 'name'>): string {
  return `urn:air:${new URL(appUrl).hostname}:mcp:${server.name}`
}

/** "name: description" list items of a server's tools. */
export function toolItems(definition: DescribedMcpServer): string[] {
  return definition.tools.map((tool) => {
    const kind =
      tool.kind === 'write' ? ' _(write: reaches real people; only with the person’s consent)_' : ''
    return `- \`${tool.name}\`${kind}: ${tool.description}`
  })
}
