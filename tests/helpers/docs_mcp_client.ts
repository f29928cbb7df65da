/*
| Shared set-up of the docs MCP tests: a real SDK client over Streamable
| HTTP against the test server, and fixture documents created inside each
| test's global transaction.
*/
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import City from '#models/city'
import Doc from '#models/doc'
import type { DocKind } from '#schemas/enums'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

export function docsEndpoint(): URL {
  return new URL(`${TEST_SERVER_URL}/mcp/docs`)
}

export async function connectDocsClient(): Promise<Client> {
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(docsEndpoint()))
  return client
}

export async function createDoc(
  slug: string,
  fields: { kind?: DocKind; title: string; summary?: string; body: string; published?: boolean }
) {
  return Doc.create({
    slug,
    kind: fields.kind ?? 'blog',
    title: fields.title,
    summary: fields.summary ?? '',
    body: fields.body,
    publication: fields.published === false ? 'draft' : 'published',
  })
}

/** A city with an accented name, so its generated guide is searchable without the accents. */
export async function createAccentedCity() {
  return City.create({
    slug: 'dusseldorf-test',
    name: 'Düsseldorf',
    country: 'Germany',
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
    summary: 'Art academy, the Rhine promenade and a Japanese quarter.',
    festivalName: 'Düsseldorf Welcome Days',
    cityGuideUrl: '/cities/dusseldorf-test',
    festivalUrl: '/festivals/dusseldorf-test',
    halloweenUrl: null,
    about: 'Düsseldorf is small enough to cycle everywhere and close to Köln.',
  })
}

interface SearchPage {
  total: number
  results: {
    id: string
    kind: string
    title: string
    summary: string
    url: string
    snippet: string
    score: number
  }[]
  next_cursor: string | null
}

export async function searchDocs(client: Client, args: Record<string, unknown>) {
  const result = await client.callTool({ name: 'search_docs', arguments: args })
  return result.structuredContent as unknown as SearchPage
}
