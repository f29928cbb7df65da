/*
| The machine-readable catalogs of the host, from the surfaces registry:
| RFC 9727 API catalog (linkset), the AI catalog (also served as ard.json)
| and the agent-skills discovery index.
*/
import { appUrl, serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { LINKS, SERVICE_SUMMARY, SKILL_NAME, linkUrl } from '#services/discovery/surfaces'
import type { LinkName } from '#services/discovery/surfaces'
import { SKILL_DESCRIPTION, renderAgentSkill, sha256Digest } from '#services/discovery/agent_skill'
import { absoluteUrl } from '#lib/urls'
import { SERVER_CARD_MEDIA_TYPE } from '#schemas/discovery_cards'
import { catalogIdentifier, mcpServerDefinitions } from '#services/discovery/mcp_servers'

const A2A_CARD_TYPE = 'application/a2a-agent-card+json'

export const API_CATALOG_PROFILE = 'https://www.rfc-editor.org/info/rfc9727'
const AGENT_SKILLS_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json'

/** The agent doors and the card that describes each. */
const AGENT_DOORS: [door: LinkName, card: LinkName][] = [
  ['mcp', 'mcpCard'],
  ['mcpDocs', 'mcpDocsCard'],
  ['a2a', 'agentCard'],
]

function target(name: LinkName) {
  return { href: linkUrl(name), type: LINKS[name].type, title: LINKS[name].title }
}

/** /.well-known/api-catalog: one linkset entry per API with its description, docs and status. */
export function renderApiCatalog() {
  const status = [target('health')]
  return {
    linkset: [
      {
        anchor: linkUrl('apiCatalog'),
        item: (['apiIndex', 'mcp', 'mcpDocs', 'a2a'] as const).map((name) => ({
          href: linkUrl(name),
          title: LINKS[name].title,
        })),
      },
      {
        'anchor': linkUrl('apiIndex'),
        'service-desc': [target('openapi')],
        'service-doc': [target('indexMd'), target('agentSkill'), target('errors')],
        'service-meta': [target('aiCatalog')],
        status,
      },
      ...AGENT_DOORS.map(([door, card]) => ({
        'anchor': linkUrl(door),
        'service-desc': [target(card)],
        'service-doc': [target('agentSkill')],
        status,
      })),
    ],
  }
}

const hostName = () => new URL(appUrl).hostname

interface EntryDetails {
  displayName: string
  description: string
  tags: string[]
}

/**
 * One AI Catalog entry (urn:air identifiers). Name, description and version
 * are left to artifacts that carry their own (MCP Server Cards, the A2A
 * agent card), as the catalog draft asks, so they cannot drift apart.
 */
function catalogEntry(
  namespace: string,
  name: string,
  link: LinkName,
  type: string,
  details?: EntryDetails
) {
  return {
    identifier: `urn:air:${hostName()}:${namespace}:${name}`,
    type,
    url: linkUrl(link),
    ...(details ? { ...details, version: packageInfo.version } : {}),
  }
}

/** /.well-known/ai-catalog.json and /.well-known/ard.json (the same document). */
export function renderAiCatalog() {
  const tags = ['students', 'events', 'tickets', 'city guides', 'deals']
  return {
    specVersion: '1.0',
    host: {
      displayName: serviceConfig.name,
      identifier: hostName(),
      documentationUrl: linkUrl('indexMd'),
    },
    entries: [
      ...mcpServerDefinitions().map((definition) => ({
        identifier: catalogIdentifier(definition),
        type: SERVER_CARD_MEDIA_TYPE,
        url: absoluteUrl(definition.cardPath),
        tags,
      })),
      { ...catalogEntry('a2a', 'student-events', 'agentCard', A2A_CARD_TYPE), tags },
      catalogEntry('skill', SKILL_NAME, 'agentSkill', 'application/agent-skills+md', {
        displayName: `${serviceConfig.name} skill`,
        description: SKILL_DESCRIPTION,
        tags,
      }),
      catalogEntry('api', 'rest-v1', 'openapi', 'application/vnd.oai.openapi+json', {
        displayName: `${serviceConfig.name} REST API v1`,
        description: SERVICE_SUMMARY,
        tags,
      }),
    ],
  }
}

/** /.well-known/agent-skills/index.json (agent-skills discovery 0.2.0). */
export async function renderAgentSkillsIndex() {
  const skill = await renderAgentSkill()
  return {
    $schema: AGENT_SKILLS_SCHEMA,
    skills: [
      {
        name: SKILL_NAME,
        type: 'skill-md',
        description: SKILL_DESCRIPTION,
        url: linkUrl('agentSkill'),
        digest: sha256Digest(skill),
      },
    ],
  }
}
