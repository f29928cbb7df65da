/*
| The docs MCP server (/mcp/docs): search_docs and get_doc over the stored
| guides, FAQ and policies and the generated city guides and pricing.
*/
import type { McpServerDefinition } from '#mcp/server/definitions'
import { buildMcpServer } from '#mcp/server/build_server'
import { serviceConfig } from '#config/service'
import { DOCS_TOOLS } from '#mcp/docs/docs_tools'

export const docsServerDefinition: McpServerDefinition = {
  name: 'student-events-docs',
  title: `${serviceConfig.name} — docs`,
  description:
    'Search and read the city guides, blog guides for international students, the FAQ, pricing and policies.',
  summary: 'Search and read city guides, student blog guides, the FAQ, pricing and policies',
  path: '/mcp/docs',
  cardPath: '/mcp/docs/server-card',
  instructions:
    'Use search_docs to find guides, FAQ answers, policies, city guides and pricing (accent-insensitive, ranked, ' +
    'with snippets). Then call get_doc with the id (or url) of a result to read the whole markdown document. ' +
    'For live events, tickets and deals use the main MCP server at /mcp.',
  tools: DOCS_TOOLS,
}

/** A fresh server per request (stateless Streamable HTTP). */
export function createDocsMcpServer() {
  return buildMcpServer(docsServerDefinition)
}
