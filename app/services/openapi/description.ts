import { serviceConfig } from '#config/service'
import { READ_CACHE_CONTROL } from '#lib/rest_headers'
import { DEFAULT_EVENT_HOURS } from '#services/event_state'
import { WINDOW_SECONDS } from '#services/rate_limit_service'

/** The decisions a client needs that the shapes alone do not say (info.description). */
export function apiDescription(): string {
  const { appUrl, rateLimits } = serviceConfig
  return `Student cities, city guides, events with ticket prices, partner deals and pricing, as keyless, read-only JSON under \`/api/v1\`, plus \`POST /api/contact\` to e-mail the team.

## Authentication
None. No API key, account or OAuth. An \`Authorization\` header is ignored and nothing answers 401.

## Versioning
The major version is in the path and in the \`API-Version: 1\` header of every answer. Within v1 only additions are made (endpoints, optional parameters, fields): ignore fields you do not know. A deprecated route answers \`Deprecation: @<unix seconds>\` (RFC 9745), \`Link: <notice>; rel="deprecation"\` and, once a removal date is set, \`Sunset: <HTTP-date>\` (RFC 8594). Nothing is deprecated today.

Additions in v1 beyond the original contract: CityGuide \`timezone\`, \`neighbourhoods\`, \`housing_tips\` and \`places\`; the EarlyAccess object (\`description\`, \`starts_at\`, \`ends_at\`, \`url\`, \`open\`); \`details\` in 400 error bodies.

## Dates
Date-times are ISO 8601 with seconds and the UTC offset of the event's own time zone (e.g. \`2027-10-31T21:00:00+01:00\`); \`timezone\` names that IANA zone.

## Derived states (computed at each read, never stale)
- \`Event.status\` is \`past\` once the event has ended: at \`end\`, or at \`start\` plus ${DEFAULT_EVENT_HOURS} hours when it has no end; \`upcoming\` before.
- \`tickets.status\` \`opens_soon\` becomes \`on_sale\` once \`sales_open_at\` has passed; every status becomes \`ended\` once the event is past. Other statuses are as published.
- \`tickets.early_access.open\` is true between \`starts_at\` and \`ends_at\` (a missing bound is open-ended).

## Filters and parameters
\`q\` matches part of a name, ignoring case and accents ("munchen" finds München). \`country\` takes a name or a two-letter code; \`city\` a slug or a name. \`type=all\` (default) applies no filter. \`upcoming\` defaults to true (only events that have not ended); false includes past events. Empty parameters count as absent; unknown parameters are ignored. Booleans accept true/false/1/0.

## Pagination
searchCities and listEvents use keyset pagination: send \`limit\` (cities 1..100, default 100; events 1..200, default 200), then pass \`next_cursor\` as \`cursor\`. \`next_cursor\` is null on the last page. Cursors are opaque and stay valid while rows are added: walking all pages yields every row exactly once. \`total\` counts every match over all pages. A cursor this API did not issue answers 400. Cities sort by name then id; events by start then id.

listPartnerDeals is not paginated: the curated list is short and comes whole. Its \`page\` is the human-readable deals page with the same filters (\`${appUrl}/deals?category=…&q=…\`).

## Caching and CORS
Successful reads carry \`Cache-Control: ${READ_CACHE_CONTROL}\` and a strong \`ETag\`; send it as \`If-None-Match\` to get 304 Not Modified. Reads are open to any origin (\`Access-Control-Allow-Origin: *\`, preflights answered, rate-limit, API-Version and ETag headers exposed). Every path also answers HEAD.

## Rate limits
About ${rateLimits.api} requests per ${WINDOW_SECONDS} seconds per client on /api/v1 (and /a2a), best effort per server instance. The client is the connection's address (\`X-Forwarded-For\` only from the service's own trusted proxies). Every answer carries \`RateLimit\`, \`RateLimit-Policy\`, \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (Unix time); over the limit: 429 \`rate_limited\` with \`Retry-After\` (seconds).

## Errors
Every failure under /api/v1 answers \`{"error": {"code", "message", "status", "docs"}}\` with the matching HTTP status; \`code\` is one of bad_request (400: \`details\` lists each invalid parameter), not_found (404: unknown item or path), method_not_allowed (405, with \`Allow\`), rate_limited (429), internal_error (500). \`docs\` points to ${appUrl}/docs/errors#<code>. POST /api/contact answers \`{"success": false, "code", "message"}\` instead.`
}
