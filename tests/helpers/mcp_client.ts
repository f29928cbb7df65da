/*
| Talking to the running test server's /mcp: the SDK's own Client over
| Streamable HTTP, raw fetch for what a client would not send, and node:http
| for headers fetch cannot set (Host).
*/
import http from 'node:http'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import env from '#start/env'

export const MCP_PORT = env.get('PORT', 3333)
export const MCP_URL = `http://127.0.0.1:${MCP_PORT}/mcp`

export const MCP_HEADERS = {
  'content-type': 'application/json',
  'accept': 'application/json, text/event-stream',
}

/**
 * An initialized SDK client; close it when done. It has listed the tools, so
 * it validates every structuredContent against the tool's outputSchema.
 */
export async function connectClient(headers: Record<string, string> = {}) {
  const client = new Client({ name: 'mcp-functional-tests', version: '1.0.0' })
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    requestInit: { headers },
  })
  await client.connect(transport)
  await client.listTools()
  return client
}

/** One POST with any JSON body (a batch, a message without initialize, ...). */
export async function postMcp(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(MCP_URL, {
    method: 'POST',
    headers: { ...MCP_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { response, status: response.status, body: text ? JSON.parse(text) : null }
}

export function toolCall(id: number | string, name: string, args: Record<string, unknown> = {}) {
  return { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }
}

export function initializeMessage(protocolVersion: string, id: number | string = 1) {
  return {
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw-test', version: '1' } },
  }
}

/** A request through node:http, which sends the Host header as given. */
export function rawRequest(options: {
  method: string
  headers?: Record<string, string>
  body?: string
}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers }
    if (options.body) headers['content-length'] = String(Buffer.byteLength(options.body))
    const request = http.request(
      { host: '127.0.0.1', port: MCP_PORT, path: '/mcp', method: options.method, headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          })
        )
      }
    )
    request.on('error', reject)
    if (options.body) request.write(options.body)
    request.end()
  })
}
