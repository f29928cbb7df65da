/*
| Is a request coming from a browser page on another site? Write operations
| (the contact message, the MCP write tools) refuse those with 403
| forbidden_origin. Server-side callers send no Origin and pass; so do pages
| of the service itself (APP_URL's origin).
*/
import { appUrl } from '#config/service'

export interface OriginSignals {
  /** the `Origin` request header, if any */
  origin?: string | null
  /** the `Sec-Fetch-Site` request header, if any */
  secFetchSite?: string | null
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
  allowedOrigins: string[] = ownOrigins()
): boolean {
  if (signals.secFetchSite?.trim().toLowerCase() === 'cross-site') return true
  const origin = signals.origin?.trim()
  if (!origin) return false
  const normalized = originOf(origin)
  return !normalized || !allowedOrigins.includes(normalized)
}
