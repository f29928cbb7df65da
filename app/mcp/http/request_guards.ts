/*
| Checks on the HTTP request itself, for every MCP endpoint: the Host header
| (DNS rebinding: a hostile name resolving to this server), the Accept and
| Content-Type headers the Streamable HTTP transport requires (JSON:
| `isJsonContentType` of app/http/front/plain_post.ts).
*/
import { appUrl } from '#config/service'

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** Host names (without port) this server answers to: APP_URL's host and loopback. */
function allowedHostNames(): string[] {
  return [new URL(appUrl).hostname.toLowerCase(), ...LOOPBACK_HOSTS]
}

/** The host name of a Host header value (port dropped, IPv6 kept in brackets). */
function hostNameOf(hostHeader: string): string | undefined {
  try {
    return new URL(`http://${hostHeader.trim()}`).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

export function isAllowedHost(hostHeader: string | undefined | null): boolean {
  if (!hostHeader) return false
  const name = hostNameOf(hostHeader)
  return name !== undefined && allowedHostNames().includes(name)
}

/** Streamable HTTP: a POST must accept both JSON and an event stream. */
export function acceptsMcpResponses(accept: string | undefined | null): boolean {
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase())
  return types.includes('application/json') && types.includes('text/event-stream')
}
