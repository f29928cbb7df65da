import { serviceConfig } from '#config/service'
import { READ_CACHE_CONTROL } from '#schemas/api_headers'
import { DEFAULT_EVENT_HOURS } from '#lib/event_state'
import { WINDOW_SECONDS } from '#services/rate_limit_service'
import { weightTable } from '#services/request_weight'

/** The weight of each read that costs more than a point, in one sentence. */
function weightSentence(): string {
  return weightTable()
    .map(({ read, points }) => `\`${read}\` ${points}`)
    .join('; ')
}

/** The decisions a client needs that the shapes alone do not say (info.description). */
export function apiDescription(): string {
  const { appUrl, rateLimits } = serviceConfig
  return `Student cities, city guides, events with ticket prices, partner deals and pricing, as keyless, read-only JSON under \`/api/v1\`, plus \`POST /api/contact\` to e-mail the team.

## Authentication
None. No API key, account or OAuth. An \`Authorization\` header is ignored and nothing answers 401.

## Versioning
The major version is in the path and in the \`API-Version: 1\` header of every answer. Within v1 only additions are made (endpoints, optional parameters, fields): ignore fields you do not know. A deprecated route answers \`Deprecation: @<unix seconds>\` (RFC 9745), \`Link: <notice>; rel="deprecation"\` and, once a removal date is set, \`Sunset: <HTTP-date>\` (RFC 8594). Nothing is deprecated today.

Additions in v1 beyond the original contract: CityGuide \`timezone\`, \`neighbourhoods\`, \`housing_tips\` and \`places\`; the EarlyAccess object (\`description\`, \`starts_at\`, \`ends_at\`, \`url\`, \`open\`); \`details\` in 400 error bodies; the error codes \`unsupported_media_type\` (415), \`resync_required\` (410) and \`service_unavailable\` (503); the \`X-Request-Id\` header; \`updated_at\` on Event, CityCard/CityGuide and Partner; listEvents \`from\`, \`to\`, \`sort\` and \`updated_since\`, searchCities and listPartnerDeals \`updated_since\`; the change feed (listChanges) and the calendar feeds (getEventsCalendar, getEventCalendar, and getEventCalendarFile: the same file at \`/api/v1/events/{id}/calendar.ics\`); \`image\` on Event and CityCard; HEAD operations (\`<operationId>Head\`) declared beside each read.

## Images
\`Event.image\` and \`CityCard.image\` (so CityGuide too) are the URL of a JPEG on this host, or null: \`${appUrl}/media/<hash>-lg.jpg\` fits in 1600×1600 px; the same name with \`-md.jpg\` (960) or \`-sm.jpg\` (480) is a smaller variant. Staff upload JPEG, PNG or WebP pictures (at most 8 MB, 40 megapixels); the service re-encodes them and keeps no metadata (no EXIF, GPS or colour profile). \`<hash>\` is the content's hash, so a URL never changes meaning: answers carry \`Cache-Control: public, max-age=31536000, immutable\` and an \`ETag\`. A new picture gets a new URL; the old one answers 404 once nothing uses it.

## Site pages
The human pages each API link points at carry schema.org JSON-LD (an \`Event\` per event page, an \`ItemList\` of Events per city, festival and Halloween page), a description and Open Graph tags; \`${appUrl}/sitemap.xml\` lists every page, \`${appUrl}/robots.txt\` keeps crawlers out of /admin only. \`${appUrl}/contact\` and the Halloween event pages with an open waiting list have forms for people: the same validation, consent, origin check, idempotency and rate limit (the contact budget) as POST /api/contact and the MCP tool join_halloween_waitlist.

## Dates
Date-times are ISO 8601 with seconds and the UTC offset of the event's own time zone (e.g. \`2027-10-31T21:00:00+01:00\`); \`timezone\` names that IANA zone.

## Derived states (computed at each read, never stale)
- \`Event.status\` is \`past\` once the event has ended: at \`end\`, or at \`start\` plus ${DEFAULT_EVENT_HOURS} hours when it has no end; \`upcoming\` before.
- \`tickets.status\` \`opens_soon\` becomes \`on_sale\` once \`sales_open_at\` has passed; every status becomes \`ended\` once the event is past. Other statuses are as published.
- \`tickets.early_access.open\` is true between \`starts_at\` and \`ends_at\` (a missing bound is open-ended).

## Filters and parameters
\`q\` matches part of a name, ignoring case and accents ("munchen" finds München). \`country\` takes a name or a two-letter code; \`city\` a slug or a name. \`type=all\` (default) applies no filter. \`upcoming\` defaults to true (only events that have not ended); false includes past events. \`from\`/\`to\` keep the events that overlap the range: a date (\`2027-10-31\`) is that whole day in each event's own time zone (\`from\` its midnight, \`to\` the next one), a date-time must carry an offset and is one instant; \`to\` is exclusive and must be after \`from\` (an event with no end lasts ${DEFAULT_EVENT_HOURS} hours). \`updated_since\` (a date-time with offset) keeps the records whose \`updated_at\` is at or after it. Empty parameters count as absent; unknown parameters are ignored. Booleans accept \`true\`, \`false\`, \`1\`, \`0\` and \`on\` (lower case), declared as a boolean or one of those words.

## Pagination
searchCities and listEvents use keyset pagination: send \`limit\` (cities 1..100, default 100; events 1..200, default 200), then pass \`next_cursor\` as \`cursor\`. \`next_cursor\` is null on the last page. Cursors are opaque and stay valid while rows are added: walking all pages yields every row exactly once. \`total\` counts every match over all pages. A cursor is bound to its list and its filters (everything but \`limit\`, which may change between pages) and signed by the service: a cursor of another list, of the same list with other filters, or made by hand answers 400 \`bad_request\` naming \`cursor\` (MCP: -32602). Cities sort by name then id; events by start then id (\`sort=start\`, the default) or the exact reverse (\`sort=-start\`); a cursor carries its order, so a cursor of one order is refused in the other.

## Incremental sync
\`updated_at\` (UTC, milliseconds) moves whenever a record changes, by any writer: an event with its ticket rounds and its city's name, slug and time zone; a city with its guide sections (not with its events, which carry their own); a partner with its links. \`updated_since\` is handy, but a transaction that started before your last read can commit an older \`updated_at\` after it; for an exact sync use the change feed: \`GET /api/v1/changes\` gives the current token; \`GET /api/v1/changes?since=<token>\` the events, cities and partners created, updated or deleted since, in commit order, and \`next_since\` (follow it while \`has_more\`). The database records every change in the transaction that makes it; tokens stay valid for 30 days, an older one answers 410 \`resync_required\`. Drafts and scheduled records are not in the feed: a record appearing at its publish time is \`created\` then (no write is needed), one taken off (unpublish time, back to draft) \`deleted\`.

## Calendars
\`/api/v1/events.ics\` (the parameters of listEvents) and \`/api/v1/events/{id}.ics\` (also \`/api/v1/events/{id}/calendar.ics\`, a path no path matcher can confuse with getEvent's) are RFC 5545 calendars: UID \`<event id>@<host>\`, SEQUENCE growing with every change, times in the event's zone with a VTIMEZONE, LOCATION, URL and the ticket rounds and prices in DESCRIPTION; subscribe with \`webcal://\`.

listPartnerDeals is not paginated: the curated list is short and comes whole. Its \`page\` is the human-readable deals page with the same filters (\`${appUrl}/deals?category=…&q=…\`).

## Caching and CORS
Successful reads carry \`Cache-Control: ${READ_CACHE_CONTROL}\` and a strong \`ETag\`; send it as \`If-None-Match\` to get 304 Not Modified. Reads are open to any origin (\`Access-Control-Allow-Origin: *\`, preflights answered, rate-limit, API-Version and ETag headers exposed). Every path also answers HEAD.

## Rate limits
About ${rateLimits.api} points per ${WINDOW_SECONDS} seconds per client on /api/v1 (and /a2a), best effort per server instance. A request costs points by its weight, the same for every door (REST, MCP, the site): ${weightSentence()}; anything else costs 1 point. The site's pages and discovery documents (sitemap.xml, llms.txt, /openapi.json, ...) have their own budget of ${rateLimits.site} points. The client is the connection's address (\`X-Forwarded-For\` only from the service's own trusted proxies). Every answer carries \`RateLimit\`, \`RateLimit-Policy\`, \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (Unix time); over the limit: 429 \`rate_limited\` with \`Retry-After\` (seconds).

## Input policy
One rule for every door, applied before anything reaches the database or the mail server. A text value (query-string key or value, path segment, JSON field or key, tool argument, form field) is refused when it contains a NUL character (U+0000), another control character (U+0001–U+001F, U+007F; tab, line feed and carriage return are allowed), an unpaired surrogate (e.g. \`"\\ud800"\` in JSON), malformed percent-encoding or bytes that are not UTF-8, or when it is longer than its place allows (a query value 2000 characters, a path segment 200; each parameter's own bound is usually lower). Nothing is cleaned silently: the request is refused, naming the field — here 400 \`bad_request\` with \`details: [{parameter, message}]\` (e.g. \`GET /api/v1/cities?q=%00\` or \`GET /api/v1/cities/%00\`); POST /api/contact 400 \`validation_failed\` with \`errors: [{field, rule, message}]\` (rule \`nul_character\`, \`control_character\`, \`invalid_unicode\`, \`invalid_encoding\` or \`too_long\`); MCP and A2A a JSON-RPC -32602 with \`data.errors: [{field, message}]\`. Human pages never fail on a filter: they leave it out and say so (\`/deals?category=unknown\`). Headers with control characters are refused by the HTTP parser itself (a bare 400); Idempotency-Key and X-Request-Id are validated where they are read.

## Request bodies
Only POST /api/contact, /mcp, /mcp/docs and /a2a read a body, and only JSON (\`application/json\`): at most 64 kB (with or without Content-Length; gzip and deflate are inflated), UTF-8, at most 32 levels of nested arrays and objects. A body that is not JSON, not UTF-8 or nested deeper is 400 \`invalid_json\` (JSON-RPC: -32700 Parse error), a JSON scalar 400 \`invalid_json\` (JSON-RPC: -32600), an empty JSON-RPC batch one -32600 error, a larger body 413. No public route takes files: a multipart body is refused with 415 \`unsupported_media_type\` on every path but the staff's picture upload in the admin panel, before anything is read or written to disk. The read endpoints never read a body.

## Faults
When the database cannot be reached, every door answers within about 2 seconds (a connection attempt gives up after 1.5 s; waiting for a free pool connection after 5 s): 503 \`service_unavailable\` with \`Retry-After: 5\` here and on POST /api/contact (nothing is sent or stored), a JSON-RPC -32000 error with \`data.code: "service_unavailable"\` and HTTP 503 on MCP and A2A, a friendly 503 page for people, and 503 on /health. Once the database is back, the same process serves again; nothing needs a restart. An SMTP server that accepts the connection and then hangs is given up after 30 s at most (10 s to connect and greet): the contact answer is 502 \`send_failed\`, the message stays stored and its Idempotency-Key is freed.

## Request ids and shutdown
Every answer carries \`X-Request-Id\`: the client's own (1-128 characters of \`A-Z a-z 0-9 . _ : @ / + = -\`) or a generated one; the service logs one line per request with it (method, route, status, duration; never headers, cookies or bodies). On shutdown the service stops accepting connections, finishes every request it has accepted (answering \`Connection: close\`), then closes its database connections: a deploy drops no request.

## Errors
Every failure under /api/v1 answers \`{"error": {"code", "message", "status", "docs"}}\` with the matching HTTP status; \`code\` is one of bad_request (400: \`details\` lists each invalid parameter, path segments included), not_found (404: unknown item or path), method_not_allowed (405, with \`Allow\`), unsupported_media_type (415: a multipart body), resync_required (410: a change-feed token older than the log keeps), rate_limited (429), internal_error (500), service_unavailable (503, with \`Retry-After\`). \`docs\` points to ${appUrl}/docs/errors#<code>. POST /api/contact answers \`{"success": false, "code", "message"}\` instead.`
}
