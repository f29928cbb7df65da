/*
| Preload: the discovery documents describe the MCP servers and the A2A
| skills of this host (discovery never imports those doors; they serve
| discovery documents themselves).
*/
import { AGENT_SKILLS } from '#a2a/agent_skills'
import { MCP_SERVERS } from '#mcp/servers'
import { describeA2aSkills } from '#services/discovery/a2a_skills'
import { describeMcpServers } from '#services/discovery/mcp_servers'

describeMcpServers(MCP_SERVERS)
describeA2aSkills(AGENT_SKILLS)
