/* Routes of the docs MCP server: /mcp/docs (Streamable HTTP, POST only) and its card. */
import router from '@adonisjs/core/services/router'

const McpDocsController = () => import('#controllers/discovery/mcp_docs_controller')

router.get('/mcp/docs/server-card', [McpDocsController, 'card']).as('machine_docs.mcp_docs_card')
router.any('/mcp/docs', [McpDocsController, 'handle']).as('mcp.docs')
