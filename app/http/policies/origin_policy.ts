/*
| Is a request coming from a browser page on another site? Write operations
| (the contact message, the MCP write tools) refuse those with 403
| forbidden_origin. Server-side callers send no Origin and pass; so do pages
| of the service itself (APP_URL's origin).
|
| The site's own forms also accept the host name the browser called (the
| request's Host, when it differs from APP_URL: 127.0.0.1 vs localhost, a
| second domain, a proxy) when the browser says the page is that same
| origin: `Sec-Fetch-Site: same-origin`, or an Origin whose host is the
| request's own. Those forms carry no cookie or session, so a page that
| reaches us under another name gains nothing it could not do from a
| server. The API's writes and the MCP tools keep APP_URL only (their
| DNS-rebinding defence).
*/
import { appUrl } from '#config/service'

export interface OriginSignals {
  /** the `Origin` request header, if any */
  origin?: string | null
  /** the `Sec-Fetch-Site` request header, if any */
  secFetchSite?: string | null
}

/** The host (name and port) the browser called, for forms that accept it besides APP_URL. */
export interface RequestHost {
  host: string
}

/** `scheme://host[:port]` of a URL, lower-cased; undefined when it is not a URL. */
export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/** The origins whose pages may call write operations: the service's own. */
function ownOrigins(): string[] {
  const own = originOf(appUrl)
  return own ? [own] : []
}

/**
 * True when the request shows a page on another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is not one of `allowedOrigins` (an opaque
 * `Origin: null`, sent by sandboxed or file pages, counts as another site).
 */
export function isCrossSiteRequest(
  signals: OriginSignals,
  allowedOrigins: string[] = ownOrigins(),
  requestHost?: RequestHost
): boolean {
  const fetchSite = signals.secFetchSite?.trim().toLowerCase()
  if (fetchSite === 'cross-site') return true
  const origin = signals.origin?.trim()
  if (!origin) return false
  const normalized = originOf(origin)
  if (normalized && allowedOrigins.includes(normalized)) return false
  if (!requestHost || !normalized) return true
  if (fetchSite === 'same-origin') return false
  return new URL(normalized).host !== requestHost.host.trim().toLowerCase()
}
