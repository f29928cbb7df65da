/*
| Routes of the main MCP server: /mcp (Streamable HTTP, POST only; other
| methods answer 405 from the controller), its server card and the host's
| MCP discovery documents.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const McpController = () => import('#controllers/mcp_controller')

router.any('/mcp', [McpController, 'handle']).as('mcp.students')

router
  .group(() => {
    router.get('/mcp/server-card', [McpController, 'card']).as('mcp_card')
    router
      .get('/.well-known/mcp/server-card.json', [McpController, 'card'])
      .as('mcp_well_known_card')
    router.get('/.well-known/mcp.json', [McpController, 'manifest']).as('mcp_manifest')
    router.get('/.well-known/mcp/catalog.json', [McpController, 'catalog']).as('mcp_catalog')
  })
  .as('machine_docs')
  .use(middleware.rateLimit({ policy: 'site' }))
