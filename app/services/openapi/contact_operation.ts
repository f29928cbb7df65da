import { CONTACT_ERROR_CODES } from '#schemas/contact'
import { ContactErrorSchema, ContactSuccessSchema } from '#schemas/contact'
import { contactMessageValidator } from '#validators/contact'
import { IDEMPOTENCY_TTL_HOURS } from '#services/contact/idempotency_service'

/** sendMessage (POST /api/contact): served by the contact door, described in /openapi.json. */
export const CONTACT_OPERATION = {
  operationId: 'sendMessage',
  path: '/api/contact',
  tag: 'Contact',
  summary: 'E-mail the team; replies go to the sender',
  description:
    "Meant for server-side callers, with the person's consent and their own details. A browser page on another site gets 403 forbidden_origin. `dry_run: true` validates everything and sends nothing. An `Idempotency-Key` (e.g. a UUID) makes retries safe: the same key and body after a successful send answers the stored reply with `Idempotent-Replayed: true`; the same key with another body answers 422; a key still being processed answers 409. " +
    `Keys are kept ${IDEMPOTENCY_TTL_HOURS} hours in PostgreSQL, shared by every instance, and only successful sends are remembered.`,
  body: contactMessageValidator,
  success: ContactSuccessSchema,
  error: ContactErrorSchema,
  /** Every status the contact door can answer an error with */
  errorStatuses: [...new Set(Object.values(CONTACT_ERROR_CODES))].sort(),
} as const
