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

/**
 * Pages whose URL holds a secret (the e-mailed password links): no Referer
 * at all, not even to this site's own styles and scripts, which the
 * default policy would send the full URL to.
 */
export function keepTokenOutOfReferer(response: { header(name: string, value: string): unknown }) {
  response.header('Referrer-Policy', 'no-referrer')
}

/** 180 days; only in production, where the service is reached over https. */
const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains'

export function isHtmlContentType(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType)
}

/** Headers of every answer, whatever its type (static files included). */
export function commonSecurityHeaders(inProduction: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
  }
  if (inProduction) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY
  return headers
}

/** Headers an HTML page adds: the content security policy and no framing. */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
}
