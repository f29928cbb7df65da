/*
| The public wording of every expected failure, in each door's words: the one
| table every error renderer reads (REST and the other JSON doors, MCP, the
| contact endpoint, pages for people, the site's forms). A sentence here is
| all a client ever reads of a failure: never the error's own message, a
| stack trace, SQL or any part of the request.
|
| Doors: `api` the JSON error bodies of REST, A2A and the machine documents
| (and the HTTP-level errors of JSON-RPC); `mcp` the MCP endpoints' refusals
| and protocol errors; `contact` POST /api/contact; `page` the error page
| for people (HTML, JSON or text: a heading and a sentence); `form` a
| refusal of a site form, by the error's code.
*/

/** A heading and a sentence, as a page for people shows them. */
export interface PageWording {
  title: string
  message: string
}

/** A failure in the words of the doors that meet it. */
export interface PublicWording {
  api?: string
  mcp?: string
  contact?: string
  page?: PageWording
  form?: PageWording
}

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again later.'
const RETRY_AFTER_HEADER = 'retry after the number of seconds in Retry-After.'

export const PUBLIC_MESSAGES = {
  bad_request: {
    api: 'Bad request',
    contact: 'Bad request.',
    page: {
      title: 'This request could not be read',
      message: 'The request could not be understood. Check the address and try again.',
    },
  },
  /* a 4xx no other entry words */
  refused: {
    page: { title: 'Bad Request', message: 'The request could not be handled.' },
  },
  invalid_json: {
    mcp: 'Parse error: the body is not valid JSON.',
    contact: 'The request body is not valid JSON: send a JSON object.',
  },
  invalid_request: {
    mcp: 'Invalid Request: send one JSON-RPC request object or a non-empty array of them (a batch).',
  },
  validation_failed: {
    contact: 'Some fields are missing or invalid; see errors.',
    page: { title: 'What was sent could not be used', message: 'What was sent is not valid.' },
  },
  invalid_idempotency_key: {
    contact: 'Idempotency-Key must be 1 to 200 printable ASCII characters.',
  },
  forbidden: {
    page: { title: 'This is not allowed', message: 'This is not allowed.' },
  },
  forbidden_origin: {
    api: 'Browser pages on other sites may not call this operation; call it from a server.',
    mcp: 'Browser pages on other sites may not call write tools; call them from a server or a desktop client.',
    contact: 'Browser pages on other sites may not send messages; call this from a server.',
    form: {
      title: 'This form was not sent',
      message:
        'It came from a page of another website. Nothing was sent or stored: open our page again and send the form from there.',
    },
  },
  forbidden_host: {
    mcp: 'Host not allowed: this MCP server answers only to its own host name (DNS rebinding protection).',
  },
  not_found: {
    contact: 'Not found.',
    page: { title: 'Not found', message: 'There is no page at this address.' },
  },
  method_not_allowed: {
    mcp: 'Method not allowed: this MCP server keeps no sessions or streams; send JSON-RPC messages with POST.',
    contact: 'Only POST is allowed on /api/contact.',
    page: {
      title: 'This address does not take that',
      message: 'This address does not take that kind of request.',
    },
  },
  not_acceptable: {
    mcp: 'Not Acceptable: the Accept header must list both application/json and text/event-stream.',
  },
  idempotency_key_in_use: {
    contact: 'A request with this Idempotency-Key is still being processed; retry later.',
  },
  payload_too_large: {
    contact: 'The request body is too large.',
    page: { title: 'Too much was sent', message: 'What was sent is too large.' },
  },
  unsupported_encoding: {
    contact: 'The request body uses an unsupported Content-Encoding.',
  },
  unsupported_media_type: {
    mcp: 'Unsupported Media Type: Content-Type must be application/json.',
    contact:
      'Multipart bodies are not accepted: send the message as JSON (Content-Type: application/json).',
    page: {
      title: 'This format is not taken here',
      message: 'What was sent is in a format this address does not take.',
    },
  },
  idempotency_key_reused: {
    contact: 'This Idempotency-Key was already used with a different message.',
  },
  write_in_batch: {
    mcp: 'Write tools cannot be called inside a JSON-RPC batch; send this tools/call as a single request.',
  },
  rate_limited: {
    api: `Too many requests: slow down and ${RETRY_AFTER_HEADER}`,
    mcp: `Rate limit exceeded; ${RETRY_AFTER_HEADER}`,
    contact: `Too many messages: ${RETRY_AFTER_HEADER}`,
    page: {
      title: 'Please wait a moment',
      message: 'Too many requests. Please wait a moment and try again.',
    },
    form: {
      title: 'Please wait a moment',
      message:
        'Many forms were sent from your connection in a short time, so this one was not sent. Wait a minute, then go back and send it again.',
    },
  },
  write_rate_limited: {
    mcp: `Too many write-tool calls from this client; ${RETRY_AFTER_HEADER}`,
  },
  internal_error: {
    api: INTERNAL_ERROR,
    mcp: INTERNAL_ERROR,
    contact: INTERNAL_ERROR,
    page: { title: 'Internal Server Error', message: INTERNAL_ERROR },
  },
  send_failed: {
    contact: 'The message could not be sent. Nothing was remembered: retry later.',
  },
  not_configured: {
    contact: 'Sending messages is not configured on this server.',
  },
  service_unavailable: {
    api: `The service is temporarily unavailable; ${RETRY_AFTER_HEADER}`,
    mcp: 'The service is temporarily unavailable; retry after a few seconds.',
    contact:
      'The service is temporarily unavailable; nothing was sent. Retry after the number of seconds in Retry-After.',
    page: {
      title: 'Service Unavailable',
      message:
        'We cannot reach our data for a moment. Nothing is lost: try again in a few seconds.',
    },
  },
} as const satisfies Record<string, PublicWording>

export type PublicFailure = keyof typeof PUBLIC_MESSAGES
