/*
| Every MCP server of this host, in one list: the cards, the manifest and
| the discovery documents are generated from it.
*/
import type { McpServerDefinition } from '#mcp/server/definitions'
import { studentServerDefinition } from '#mcp/students/student_server'
import { docsServerDefinition } from '#mcp/docs/docs_server'

export const MCP_SERVERS: McpServerDefinition[] = [studentServerDefinition, docsServerDefinition]
