import { z } from 'zod'

/*
| Error codes of POST /api/contact (and of the MCP tool send_message_to_team,
| which reuses the same service) with the HTTP status each one is sent with.
| The contact error body is `{ success: false, code, message, errors? }`.
*/
export const CONTACT_ERROR_CODES = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  invalid_idempotency_key: 400,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_key_in_use: 409,
  payload_too_large: 413,
  unsupported_encoding: 415,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
  send_failed: 502,
  not_configured: 503,
  service_unavailable: 503,
} as const

export type ContactErrorCode = keyof typeof CONTACT_ERROR_CODES

/** 200 of sendMessage (POST /api/contact), also the stored answer of a replay. */
export const ContactSuccessSchema = z
  .object({
    success: z.literal(true),
    dry_run: z.boolean().describe('true: nothing was sent and nothing was stored'),
    message: z.string().describe('Human-readable outcome'),
  })
  .meta({ id: 'ContactSuccess' })

export const ContactErrorSchema = z
  .object({
    success: z.literal(false),
    code: z.enum(Object.keys(CONTACT_ERROR_CODES) as [string, ...string[]]),
    message: z.string(),
    errors: z
      .array(z.object({ field: z.string(), rule: z.string(), message: z.string() }))
      .optional()
      .describe('For 400 validation_failed: each invalid field and why'),
  })
  .meta({ id: 'ContactError' })
