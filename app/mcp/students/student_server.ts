/*
| The main MCP server (/mcp): the catalog tools, two write tools, the
| resources and the MCP Apps views.
*/
import { serviceConfig } from '#config/service'
import { buildMcpServer } from '#mcp/server/build_server'
import type { McpServerDefinition } from '#mcp/server/definitions'
import { getCityGuideTool, searchCitiesTool } from '#mcp/students/tools/city_tools'
import { getEventTool, listEventsTool } from '#mcp/students/tools/event_tools'
import { getPricingTool, listPartnerDealsTool } from '#mcp/students/tools/deal_tools'
import { joinHalloweenWaitlistTool } from '#mcp/students/tools/join_halloween_waitlist'
import { sendMessageToTeamTool } from '#mcp/students/tools/send_message_to_team'
import { STUDENT_RESOURCES, STUDENT_RESOURCE_TEMPLATES } from '#mcp/students/resources'
import { STUDENT_PROMPTS } from '#mcp/students/prompts'

export const studentServerDefinition: McpServerDefinition = {
  name: 'student-events',
  title: serviceConfig.name,
  description:
    'Student cities and city guides, events with ticket prices per round, partner deals and pricing; a Halloween waiting list and messages to the team.',
  summary:
    'Student cities, events with ticket prices, partner deals, a Halloween waitlist, team messages',
  path: '/mcp',
  cardPath: '/mcp/server-card',
  instructions: [
    'Read tools: search_cities (find a city slug), get_city_guide, list_events and get_event (tickets, prices, buy links), list_partner_deals, get_pricing. Lists are paginated: pass next_cursor as cursor.',
    "Write tools (join_halloween_waitlist, send_message_to_team) reach real people: use them only with the person's explicit consent (consent: true) and their own name and e-mail; try dry_run: true first.",
    'Out of scope: university admissions, visas, official university services.',
  ].join(' '),
  tools: [
    searchCitiesTool,
    getCityGuideTool,
    listEventsTool,
    getEventTool,
    listPartnerDealsTool,
    getPricingTool,
    joinHalloweenWaitlistTool,
    sendMessageToTeamTool,
  ],
  resources: STUDENT_RESOURCES,
  resourceTemplates: STUDENT_RESOURCE_TEMPLATES,
  prompts: STUDENT_PROMPTS,
}

/** A fresh server per request (stateless Streamable HTTP). */
export function createStudentMcpServer() {
  return buildMcpServer(studentServerDefinition)
}
