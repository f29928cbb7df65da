/*
| The error codes explained on /docs/errors (error bodies link to
| `/docs/errors#<code>`). Codes come from their declarations (REST codes
| in error_bodies, contact codes in contact_errors), so a new code shows
| up here; its explanation falls back to a generic one until written.
*/
import { REST_ERROR_CODES } from '#schemas/error'
import { CONTACT_ERROR_CODES } from '#schemas/contact'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

export interface ErrorCodeEntry {
  code: string
  statuses: number[]
  surfaces: string[]
  meaning: string
  whatToDo: string
}

const EXPLANATIONS: Record<string, [meaning: string, whatToDo: string]> = {
  bad_request: [
    'A parameter or the request is invalid; the message names what is wrong.',
    'Fix the named parameter and send again.',
  ],
  not_found: [
    'The city, event or path does not exist.',
    'Find valid slugs with /api/v1/cities and event ids with /api/v1/events.',
  ],
  method_not_allowed: [
    'The path exists but not for this HTTP method.',
    'Reads are GET; the contact endpoint is POST only.',
  ],
  resync_required: [
    'The change-feed token (`since`) is older than the change log keeps (30 days by default).',
    'Read the full lists again (events with upcoming=false, cities, partners), then take a fresh token from GET /api/v1/changes without `since`.',
  ],
  rate_limited: [
    'Too many requests from this client in the current minute.',
    'Wait the number of seconds in Retry-After, then retry.',
  ],
  internal_error: ['Something failed on our side.', 'Retry later; nothing was changed.'],
  invalid_json: [
    'The request body is not valid JSON.',
    'Send a JSON object with Content-Type: application/json.',
  ],
  validation_failed: [
    'Some fields are missing or invalid; `errors` lists each field.',
    'Fix the listed fields (see the field bounds in the OpenAPI document).',
  ],
  invalid_idempotency_key: [
    'The Idempotency-Key header is empty, too long or not printable ASCII.',
    'Send 1 to 200 printable ASCII characters, e.g. a UUID.',
  ],
  forbidden_origin: [
    'A browser page on another site tried to send a message or sign up.',
    'Call the operation from a server or an agent runtime, not from a web page on another site.',
  ],
  idempotency_key_in_use: [
    'A request with the same Idempotency-Key is still being processed.',
    'Wait a moment and retry with the same key and body.',
  ],
  payload_too_large: [
    'The request body is too large.',
    'Shorten the message (at most 6000 characters).',
  ],
  unsupported_encoding: [
    'The body uses an unsupported Content-Encoding.',
    'Send the body uncompressed.',
  ],
  idempotency_key_reused: [
    'The Idempotency-Key was already used with a different message.',
    'Use a fresh key for every new message.',
  ],
  send_failed: [
    'The message could not be delivered to the team.',
    'Retry later; nothing was remembered, so a retry is safe.',
  ],
  not_configured: [
    PUBLIC_MESSAGES.not_configured.contact,
    'Contact the team another way, or try again later.',
  ],
  unsupported_media_type: [
    'The body is multipart (a file upload), which this endpoint does not take.',
    'Send JSON with Content-Type: application/json.',
  ],
  service_unavailable: [
    'The service cannot reach its database for a moment; nothing was changed or sent.',
    'Retry after the number of seconds in Retry-After.',
  ],
}

const GENERIC: [string, string] = [
  'See the message of the error body.',
  'Fix the request or retry later.',
]

function addCode(
  entries: Map<string, ErrorCodeEntry>,
  code: string,
  status: number,
  surface: string
) {
  const entry = entries.get(code) ?? {
    code,
    statuses: [],
    surfaces: [],
    meaning: (EXPLANATIONS[code] ?? GENERIC)[0],
    whatToDo: (EXPLANATIONS[code] ?? GENERIC)[1],
  }
  if (!entry.statuses.includes(status)) entry.statuses.push(status)
  if (!entry.surfaces.includes(surface)) entry.surfaces.push(surface)
  entries.set(code, entry)
}

/** Every code of the REST error body and of the contact error body, once each. */
export function errorCodeEntries(): ErrorCodeEntry[] {
  const entries = new Map<string, ErrorCodeEntry>()
  for (const [status, code] of Object.entries(REST_ERROR_CODES)) {
    addCode(entries, code, Number(status), 'REST API')
  }
  for (const [code, status] of Object.entries(CONTACT_ERROR_CODES)) {
    addCode(entries, code, status, 'Contact endpoint')
  }
  return [...entries.values()]
}

/** JSON-RPC error codes of the MCP servers (see app/mcp/http and app/mcp/server). */
export const MCP_ERROR_CODES = [
  {
    code: -32700,
    meaning:
      'Parse error: the body is not valid JSON (or not UTF-8, or nested deeper than 32 levels).',
  },
  {
    code: -32600,
    meaning:
      'Invalid request: not a request object or a non-empty batch, a write tool called inside a batch, or a body over 64 kB (HTTP 413).',
  },
  { code: -32601, meaning: 'Unknown JSON-RPC method.' },
  {
    code: -32602,
    meaning:
      'Unknown tool, invalid arguments or params, or text the input policy refuses (NUL, control characters, invalid Unicode); `data.errors` names each field.',
  },
  { code: -32002, meaning: 'Unknown resource URI.' },
  {
    code: -32000,
    meaning:
      'Refused or not handled: rate limited, write tool from a page on another site, unknown Host, a multipart body, or the database unreachable for a moment (HTTP 503 with Retry-After); `data.code` says which (rate_limited, forbidden_origin, forbidden_host, unsupported_media_type, service_unavailable).',
  },
  { code: -32603, meaning: 'Something failed on our side.' },
]
