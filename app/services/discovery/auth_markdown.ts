import { serviceConfig } from '#config/service'
import { joinBlocks } from '#presenters/markdown'
import { linkUrl } from '#services/discovery/surfaces'

/** /auth.md: the authentication rules of every surface (none is needed). */
export function renderAuthMarkdown(): string {
  return joinBlocks([
    `# Authentication — ${serviceConfig.name}`,
    '> No credential is needed anywhere. Every REST, MCP and A2A surface is open and keyless.',
    '## Rules',
    [
      '1. No credential is required anywhere: no API key, account, signup or payment. Every REST, MCP and A2A surface is open.',
      '2. An `Authorization` header, if sent, is ignored.',
      '3. No endpoint returns 401.',
      '4. No OAuth metadata exists: there is no protected-resource or authorization-server discovery document.',
      "5. Agents act anonymously. When sending on behalf of a student (waiting list sign-up, message to the team), the student's own name and e-mail go in the request body.",
      `6. Nothing to register, claim, exchange or revoke. Deletion of data a student sent through an agent is requested by e-mail from the sender's address to <${serviceConfig.supportEmail}>.`,
      '7. A browser page on another site that calls a send or sign-up operation receives 403 with code `forbidden_origin`.',
    ].join('\n'),
    '## Where this applies',
    [
      `- REST API: ${linkUrl('apiIndex')} (described by ${linkUrl('openapi')})`,
      `- Contact endpoint: ${linkUrl('contact')} (POST, server-side callers)`,
      `- MCP server: ${linkUrl('mcp')}; docs MCP server: ${linkUrl('mcpDocs')}`,
      `- A2A agent: ${linkUrl('a2a')} (card: ${linkUrl('agentCard')})`,
    ].join('\n'),
    '## Limits instead of keys',
    'Requests are rate limited per client (about 120 per minute for the REST API and A2A, 240 for MCP, 20 contact messages). Over the limit the answer is 429 with `Retry-After`. See the error codes at ' +
      `${linkUrl('errors')}.`,
  ])
}
