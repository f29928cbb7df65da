/*
| Routes. Each surface keeps its own file under start/routes/ so the doors
| stay thin and separate: REST, contact, MCP, A2A, discovery, site, admin.
|
| Before this router, the front path of app/server/app_server.ts answers what
| it can with the same bytes (loadFrontHandlers): GETs of a client whose
| rate-limit budget is spent (app/http/front/rate_limit.ts), cached GETs
| (app/http/front/answer_replay.ts), kept MCP read-tool calls
| (app/mcp/http/tool_call_replay.ts) and kept A2A messages
| (app/a2a/message_replay.ts). Everything else arrives here.
*/
import './routes/health.js'
import './routes/api.js'
import './routes/contact.js'
import './routes/mcp.js'
import './routes/mcp_docs.js'
import './routes/a2a.js'
import './routes/discovery.js'
import './routes/site.js'
import './routes/media.js'
import './routes/admin.js'
import './routes/not_found.js'
