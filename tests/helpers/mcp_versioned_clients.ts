/*
| The official v2 MCP client (@modelcontextprotocol/client) over HTTP, on
| each protocol version the server serves: pinned to 2026-07-28 (the 2026
| era: server/discover, per-request envelope), its default 2025-11-25
| handshake, and an older client limited to 2025-06-18. (The v1 client,
| @modelcontextprotocol/sdk, drives the other MCP specs on 2025-11-25.)
*/
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import type { ClientOptions } from '@modelcontextprotocol/client'
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server'
import { MCP_PORT } from '#tests/helpers/mcp_client'

export interface VersionedClient {
  label: string
  protocolVersion: string
  options: ClientOptions
}

const UI_CAPABILITY = {
  extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } },
}

export const VERSIONED_CLIENTS: VersionedClient[] = [
  {
    label: 'pinned to 2026-07-28',
    protocolVersion: '2026-07-28',
    options: { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  },
  { label: 'default handshake (2025-11-25)', protocolVersion: '2025-11-25', options: {} },
  {
    label: 'limited to 2025-06-18',
    protocolVersion: '2025-06-18',
    options: { supportedProtocolVersions: ['2025-06-18'] },
  },
]

/** A connected v2 client; `ui` declares MCP Apps support (the host renders views). */
export async function connectVersioned(
  client: VersionedClient,
  { path = '/mcp', ui = true }: { path?: string; ui?: boolean } = {}
): Promise<Client> {
  const connected = new Client(
    { name: 'mcp-version-tests', version: '1.0.0' },
    { ...client.options, capabilities: ui ? UI_CAPABILITY : {} }
  )
  const url = new URL(`http://127.0.0.1:${MCP_PORT}${path}`)
  await connected.connect(new StreamableHTTPClientTransport(url))
  return connected
}
