/* Routes of the docs MCP server: /mcp/docs (Streamable HTTP, POST only). */
import router from '@adonisjs/core/services/router'

const McpDocsController = () => import('#controllers/discovery/mcp_docs_controller')

router.any('/mcp/docs', [McpDocsController, 'handle']).as('mcp_docs.handle')
