/*
| Routes. Each surface keeps its own file under start/routes/ so the doors
| stay thin and separate: REST, contact, MCP, A2A, discovery, admin.
*/
import './routes/health.js'
import './routes/api.js'
import './routes/contact.js'
import './routes/mcp.js'
import './routes/mcp_docs.js'
import './routes/a2a.js'
import './routes/discovery.js'
import './routes/admin.js'
import './routes/not_found.js'
