/*
| The security headers of every answer, decided in one place: every HTML
| page (site, docs, admin, error and 404 pages) gets a strict content
| security policy (no inline code, no framing), and every answer gets
| `X-Content-Type-Options: nosniff` and a referrer policy. HSTS is sent in
| production only (development runs on plain http://localhost).
*/

/** One policy for every HTML page: scripts, styles and images only from this origin. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ')

export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** 180 days; only in production, where the service is reached over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains'

export function isHtmlContentType(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType)
}

/** The headers an answer of this content type carries. */
export function securityHeadersFor(
  contentType: unknown,
  inProduction: boolean
): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
  }
  if (isHtmlContentType(contentType)) {
    headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY
    headers['X-Frame-Options'] = 'DENY'
  }
  if (inProduction) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY
  return headers
}
