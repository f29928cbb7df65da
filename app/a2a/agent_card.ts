import type { AgentCard } from '@a2a-js/sdk'
import { A2A_PROTOCOL_VERSION } from '@a2a-js/sdk'
import { duplicateInterfacesForLegacy } from '@a2a-js/sdk/compat/v0_3'
import { appUrl, serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { AGENT_SKILLS } from '#a2a/agent_skills'
import { LANGUAGES } from '#lib/understanding/languages'

/** Names the answer-language choice in the card (an identifier, documented in docs/agent.md). */
export const ANSWER_LANGUAGE_EXTENSION = 'urn:x-student-events:a2a:answer-language:v1'

/** What the card says of the answer's language (its description and the extension's). */
const ANSWER_LANGUAGE = `Asks and answers in ${LANGUAGES.join(', ')}: the answer is in the question's language, unless the client asks for another with the message's metadata field \`language\` (a BCP 47 tag, e.g. "pl") or, failing that, the Accept-Language header; the data part's \`language\` says which one the answer is in.`

/** Where each A2A binding is served (both answer A2A 1.0 and 0.3). */
export const A2A_PATHS = { jsonRpc: '/a2a', httpJson: '/a2a/rest' } as const

/**
 * The agent card (A2A 1.0 shape). Each binding is listed at 1.0 and again at
 * 0.3 (`duplicateInterfacesForLegacy`), so the SDK serves a 1.0 client this
 * card and a 0.3 client (no `A2A-Version` header) the hybrid 0.3 card with
 * `url`, `preferredTransport` and the same `supportedInterfaces`.
 * Keyless: no security schemes. Answers are immediate messages: no streaming, no push.
 */
export function buildAgentCard(): AgentCard {
  const binding = (path: string, protocolBinding: string) => ({
    url: `${appUrl}${path}`,
    protocolBinding,
    tenant: '',
    protocolVersion: A2A_PROTOCOL_VERSION,
  })
  return {
    name: `${serviceConfig.name} agent`,
    description: `Answers students’ questions about cities and city guides, events and ticket prices, partner deals, what is free, and how to contact the team. Rule based and read only: every answer has a text part and a data part with the same data as the REST API, saying what was understood and what was not. ${ANSWER_LANGUAGE}`,
    supportedInterfaces: duplicateInterfacesForLegacy(
      [binding(A2A_PATHS.jsonRpc, 'JSONRPC'), binding(A2A_PATHS.httpJson, 'HTTP+JSON')],
      ['JSONRPC', 'HTTP+JSON']
    ),
    provider: { organization: serviceConfig.name, url: appUrl },
    version: packageInfo.version,
    documentationUrl: `${appUrl}/docs`,
    capabilities: {
      streaming: false,
      pushNotifications: false,
      extensions: [
        {
          uri: ANSWER_LANGUAGE_EXTENSION,
          description: ANSWER_LANGUAGE,
          required: false,
          params: { languages: [...LANGUAGES], metadataField: 'language' },
        },
      ],
      extendedAgentCard: false,
    },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain', 'application/json'],
    skills: AGENT_SKILLS,
    signatures: [],
  }
}
