import type { AgentCard } from '@a2a-js/sdk'
import { appUrl, serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { AGENT_SKILLS } from '#a2a/agent_skills'

/** The A2A protocol version served (JSON-RPC binding of A2A 0.3). */
export const A2A_PROTOCOL_VERSION = '0.3.0'

/**
 * The agent card served at /.well-known/agent-card.json. Keyless: no
 * security schemes. Answers are immediate messages: no streaming, no push.
 */
export function buildAgentCard(): AgentCard {
  const url = `${appUrl}/a2a`
  return {
    protocolVersion: A2A_PROTOCOL_VERSION,
    name: `${serviceConfig.name} agent`,
    description:
      'Answers students’ questions in plain English about cities and city guides, events and ticket prices, partner deals, what is free, and how to contact the team. Rule based and read only: every answer has a text part and a data part with the same data as the REST API.',
    url,
    preferredTransport: 'JSONRPC',
    additionalInterfaces: [{ url, transport: 'JSONRPC' }],
    version: packageInfo.version,
    provider: { organization: serviceConfig.name, url: appUrl },
    capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain', 'application/json'],
    skills: AGENT_SKILLS,
    supportsAuthenticatedExtendedCard: false,
  }
}
