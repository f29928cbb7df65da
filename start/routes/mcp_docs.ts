/* Routes of the docs MCP server: /mcp/docs (Streamable HTTP, POST only) and its card. */
import router from '@adonisjs/core/services/router'

const McpDocsController = () => import('#controllers/discovery/mcp_docs_controller')

router.get('/mcp/docs/server-card', [McpDocsController, 'card']).as('mcp_docs.card')
router.any('/mcp/docs', [McpDocsController, 'handle']).as('mcp_docs.handle')
