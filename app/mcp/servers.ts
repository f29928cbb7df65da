/*
| Every MCP server of this host, in one list: the cards and the manifest
| are generated from it.
*/
import type { McpServerDefinition } from '#mcp/server/definitions'
import { studentServerDefinition } from '#mcp/students/student_server'

/* The docs server (/mcp/docs) joins this list once app/mcp/docs is committed. */
export const MCP_SERVERS: McpServerDefinition[] = [studentServerDefinition]
