import { createHash } from 'node:crypto'
import { serviceConfig } from '#config/service'
import { absoluteUrl } from '#lib/urls'
import { inputJsonSchema } from '#schemas/json_schema'
import { MCP_PROTOCOL_VERSIONS } from '#lib/mcp_protocol_versions'
import { a2aSkills } from '#services/discovery/a2a_skills'
import { REST_OPERATIONS } from '#services/openapi/operations'
import type { RestOperation } from '#services/openapi/operations'
import { joinBlocks } from '#presenters/markdown'
import { mcpServerDefinitions, toolItems } from '#services/discovery/mcp_servers'
import { LINKS, SKILL_NAME, linkUrl } from '#services/discovery/surfaces'

export const SKILL_DESCRIPTION =
  'Look up student cities, city guides, events with ticket prices and buy links, partner deals and pricing ' +
  `from the ${serviceConfig.name} service through its keyless REST API, MCP servers or A2A agent. ` +
  'Use when a student asks about student events, tickets, discount codes, living costs or student life in a city the service covers.'

interface ParameterSchema {
  description?: string
  default?: unknown
}

function parameterLines(operation: RestOperation): string[] {
  const lines: string[] = []
  if (operation.pathParameter) {
    lines.push(
      `  - \`{${operation.pathParameter.name}}\` (path): ${operation.pathParameter.description}`
    )
  }
  if (operation.query) {
    const properties = (inputJsonSchema(operation.query).properties ?? {}) as Record<
      string,
      ParameterSchema
    >
    for (const [name, schema] of Object.entries(properties)) {
      lines.push(`  - \`${name}\`: ${schema.description ?? ''}`.trimEnd())
    }
  }
  return lines
}

function restBlock(): string {
  const operations = (REST_OPERATIONS as readonly RestOperation[]).map((operation) =>
    [
      `- \`GET ${absoluteUrl(operation.path)}\` — ${operation.summary}`,
      ...parameterLines(operation),
    ].join('\n')
  )
  return [
    `All reads are \`GET\`, return JSON (the \`.ics\` calendar feeds: iCalendar) and need no key. To stay in sync, keep the token of \`/api/v1/changes\` and ask what changed since. The full description is the OpenAPI document at ${linkUrl('openapi')}.`,
    '',
    ...operations,
    '',
    'Lists page by cursor: send `limit`, then pass the `next_cursor` of an answer as `cursor`; it is null on the last page.',
    'Events carry `tickets.status` (on_sale, opens_soon, coming_soon, see_page, ended), prices per round in `tickets.options` and a `tickets.buy_url`: send students there to buy.',
  ].join('\n')
}

async function mcpBlock(): Promise<string> {
  const servers = mcpServerDefinitions()
  const blocks = servers.map((server) =>
    [
      `### ${server.title} — ${absoluteUrl(server.path)}`,
      '',
      server.description,
      '',
      ...toolItems(server),
    ].join('\n')
  )
  return [
    `Streamable HTTP, JSON-RPC 2.0, protocol versions ${MCP_PROTOCOL_VERSIONS.join(', ')} (2026-07-28 via server/discover, the others via initialize), no authentication and no sessions.`,
    'POST every message with `Content-Type: application/json` and `Accept: application/json, text/event-stream`.',
    `Server cards: ${linkUrl('mcpCard')} and ${linkUrl('mcpDocsCard')}. Invalid arguments or an unknown tool give JSON-RPC error -32602; an unknown item gives a tool result with \`isError: true\`.`,
    '',
    ...blocks,
  ].join('\n')
}

function a2aBlock(): string {
  const example = {
    jsonrpc: '2.0',
    id: 1,
    method: 'SendMessage',
    params: {
      message: {
        role: 'ROLE_USER',
        messageId: '9f1c2d3e-0000-4000-8000-000000000001',
        parts: [{ text: a2aSkills()[0]?.examples?.[0] ?? 'Which cities are there?' }],
      },
    },
  }
  return [
    `A2A 1.0 (header \`A2A-Version: 1.0\`) and 0.3. POST JSON-RPC to ${linkUrl('a2a')} (\`SendMessage\`, or 0.3 \`message/send\`) or HTTP+JSON under ${linkUrl('a2a')}/rest (\`POST /a2a/rest/message:send\`); the agent card (${linkUrl('agentCard')}) lists both. Ask in English, German, Dutch, Spanish, French, Italian, Polish, Czech or Portuguese: the answer is in the question's language, or in the one asked for (message \`metadata.language\`, else \`Accept-Language\`); it has a text part and a data part that says what was understood and what was not. Rule based and read only.`,
    '',
    ...a2aSkills().map(
      (skill) => `- **${skill.name}**: ${skill.description} Example: “${skill.examples?.[0] ?? ''}”`
    ),
    '',
    '```json',
    JSON.stringify(example, null, 2),
    '```',
  ].join('\n')
}

function writesBlock(): string {
  return [
    '- Only with the person’s explicit consent and with their own name and e-mail: never invent or reuse someone else’s details.',
    `- \`POST ${linkUrl('contact')}\` e-mails the team (reply goes to the sender). Send \`dry_run: true\` first to validate without sending, and an \`Idempotency-Key\` (a fresh UUID per message) so a retry never sends twice.`,
    '- The MCP write tools (Halloween waitlist, message to the team) follow the same rules; they cannot be batched.',
    '- A browser page on another site gets 403 `forbidden_origin`: call from a server or an agent runtime.',
  ].join('\n')
}

function limitsBlock(): string {
  const limits = serviceConfig.rateLimits
  return [
    `- About ${limits.api} requests per minute per client on the REST API and A2A, ${limits.mcp} on MCP, ${limits.contact} contact messages. Over the limit: 429 with \`Retry-After\` (seconds): wait, then retry.`,
    `- REST errors are \`{error: {code, message, status, docs}}\` with codes bad_request, not_found, method_not_allowed, rate_limited, internal_error; explained at ${linkUrl('errors')}.`,
    `- The version is in the path (/api/v1) and in the \`API-Version\` header; v1 only gains fields, so ignore unknown ones.`,
  ].join('\n')
}

/** The agent skill (SKILL.md) listed in /.well-known/agent-skills/index.json; the description is a YAML double-quoted scalar. */
export async function renderAgentSkill(): Promise<string> {
  return joinBlocks([
    `---\nname: ${SKILL_NAME}\ndescription: ${JSON.stringify(SKILL_DESCRIPTION)}\n---`,
    `# ${serviceConfig.name}`,
    `Base URL: ${absoluteUrl('/')}. Nothing needs a credential: no API key, account or OAuth, so never ask the user for one (${linkUrl('authMd')}).`,
    '## Choose a surface',
    [
      '- You can send HTTP GET requests: use the **REST API**.',
      '- You are an MCP client: connect to the **MCP servers** (catalog tools, and docs search).',
      '- You talk to other agents: send a message to the **A2A agent**.',
      `- Out of scope: university admissions, visas, official university services.`,
    ].join('\n'),
    '## REST API',
    restBlock(),
    '## MCP',
    await mcpBlock(),
    '## A2A',
    a2aBlock(),
    '## Acting on a student’s behalf',
    writesBlock(),
    '## Errors, limits and versions',
    limitsBlock(),
    '## More',
    [
      `- ${LINKS.llmsTxt.title}: ${linkUrl('llmsTxt')}`,
      `- ${LINKS.pricingMd.title}: ${linkUrl('pricingMd')}`,
      `- ${LINKS.indexMd.title}: ${linkUrl('indexMd')}`,
    ].join('\n'),
  ])
}

/** `sha256:<hex>` of a document, as the agent-skills index lists it. */
export function sha256Digest(content: string): string {
  return `sha256:${createHash('sha256').update(content, 'utf8').digest('hex')}`
}
