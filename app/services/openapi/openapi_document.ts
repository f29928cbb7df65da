import { serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { componentSchemas } from '#schemas/json_schema'
/* No REST operation uses the A2A data part: importing it registers A2AAnswerData for components. */
import '#schemas/a2a'
import { ERROR_RESPONSES } from '#services/openapi/components'
import { apiDescription } from '#services/openapi/description'
import { contactMessageSchema, openApiPaths } from '#services/openapi/paths'
import { REST_OPERATIONS } from '#services/openapi/operations'
import { CONTACT_OPERATION } from '#services/openapi/contact_operation'

const TAG_DESCRIPTIONS: Record<string, string> = {
  Index: 'What the service offers and where',
  Cities: 'Student cities and their guides',
  Events: 'Events with ticket prices, early access and buy links',
  Partners: 'Partner deals: discount codes and links',
  Pricing: 'What is free, what costs what, refunds and fees',
  Contact: 'A message to the team (the one write)',
}

/**
 * `info.license` from package.json's `license`: an SPDX identifier as
 * `identifier`; npm's `UNLICENSED` (no licence granted) in words, since it is
 * no SPDX identifier.
 */
function licenseOf(license: string | undefined) {
  if (!license || license === 'UNLICENSED') {
    return { name: 'Proprietary: no licence is granted (package.json: UNLICENSED)' }
  }
  return { name: license, identifier: license }
}

function tags() {
  const names = [...new Set([...REST_OPERATIONS.map((op) => op.tag), CONTACT_OPERATION.tag])]
  return names.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }))
}

/**
 * The OpenAPI 3.1 document (/openapi.json): shapes from the zod schemas,
 * parameters and the contact body from the VineJS schemas, operations from
 * the one list the router uses.
 */
export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: `${serviceConfig.name} API`,
      version: packageInfo.version,
      description: apiDescription(),
      contact: { email: serviceConfig.supportEmail },
      license: licenseOf(packageInfo.license),
    },
    servers: [{ url: serviceConfig.appUrl }],
    tags: tags(),
    paths: openApiPaths(),
    components: {
      schemas: { ...componentSchemas(), ContactMessage: contactMessageSchema() },
      responses: ERROR_RESPONSES,
    },
  }
}
