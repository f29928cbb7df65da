/*
| sendMessage: validate → (dry run stops here) → claim the Idempotency-Key →
| store the message → e-mail the team → remember the answer. One module for
| every door: POST /api/contact and the MCP tool send_message_to_team call
| `sendContactMessage` and map its result to their own answer.
*/
import { createHash } from 'node:crypto'
import { errors as vineErrors } from '@vinejs/vine'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import ContactMessage from '#models/contact_message'
import ContactTeamNotification from '#mails/contact_team_notification'
import type { MessageSource } from '#schemas/enums'
import { contactErrorBody, type ContactFieldError } from '#lib/contact_errors'
import { CONTACT_ERROR_CODES, type ContactErrorCode } from '#schemas/contact'
import {
  contactMessageValidator,
  isValidIdempotencyKey,
  type ContactMessageInput,
} from '#validators/contact'
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyClaim,
} from '#services/contact/idempotency_service'
import {
  contactMailConfig,
  isContactMailConfigured,
  sendContactNotification,
} from '#services/mail/team_mailer'

export const CONTACT_IDEMPOTENCY_SCOPE = 'contact'

interface ContactSuccessBody {
  success: true
  dry_run: boolean
  message: string
}

export type ContactResult =
  | { ok: true; status: 200; body: ContactSuccessBody; replayed: boolean }
  | {
      ok: false
      status: number
      code: ContactErrorCode
      message: string
      errors?: ContactFieldError[]
    }

export type ContactFailure = Extract<ContactResult, { ok: false }>

export interface ContactOptions {
  idempotencyKey?: string
  source: MessageSource
}

/** The validated fields that make a message; empty optional fields are absent. */
export interface ContactFields {
  name: string
  email: string
  message: string
  subject?: string
  city?: string
  form_type?: string
}

const SENT_BODY: ContactSuccessBody = {
  success: true,
  dry_run: false,
  message: "Your message was sent to the team. Replies go to the sender's e-mail address.",
}

const DRY_RUN_BODY: ContactSuccessBody = {
  success: true,
  dry_run: true,
  message: 'Dry run: the message is valid. Nothing was sent and nothing was stored.',
}

function failure(code: ContactErrorCode, errors?: ContactFieldError[]): ContactFailure {
  const { message } = contactErrorBody(code)
  const result: ContactFailure = { ok: false, status: CONTACT_ERROR_CODES[code], code, message }
  return errors ? { ...result, errors } : result
}

function fieldsOf(input: ContactMessageInput): ContactFields {
  const fields: ContactFields = { name: input.name, email: input.email, message: input.message }
  if (input.subject) fields.subject = input.subject
  if (input.city) fields.city = input.city
  if (input.form_type) fields.form_type = input.form_type
  return fields
}

/**
 * "Same body" for Idempotency-Key: SHA-256 (hex) of the JSON of the validated
 * fields name, email, message, subject, city, form_type — after trimming and
 * line normalisation, empty optional fields left out, keys sorted, no spaces.
 * dry_run, unknown fields and key order do not count.
 */
export function contactRequestHash(fields: ContactFields): string {
  const sorted = Object.fromEntries(
    Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  )
  return createHash('sha256').update(JSON.stringify(sorted), 'utf8').digest('hex')
}

async function validate(input: unknown) {
  try {
    return { input: await contactMessageValidator.validate(input) }
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    const messages = error.messages as ContactFieldError[]
    const errors = messages.map(({ field, rule, message }) => ({ field, rule, message }))
    return { failure: failure('validation_failed', errors) }
  }
}

async function storeMessage(fields: ContactFields, options: ContactOptions) {
  return ContactMessage.create({
    name: fields.name,
    email: fields.email,
    message: fields.message,
    subject: fields.subject ?? null,
    city: fields.city ?? null,
    formType: fields.form_type ?? null,
    source: options.source,
    idempotencyKey: options.idempotencyKey ?? null,
    deliveryStatus: 'pending',
  })
}

function notificationFor(record: ContactMessage, to: string) {
  const content = {
    id: record.id,
    name: record.name,
    email: record.email,
    subject: record.subject,
    message: record.message,
    city: record.city,
    formType: record.formType,
    source: record.source,
    receivedAt: record.createdAt.toUTC().toISO() ?? '',
  }
  return new ContactTeamNotification(content, to)
}

/** Stores the message, then e-mails it; the stored row keeps the outcome. */
async function deliver(fields: ContactFields, options: ContactOptions): Promise<ContactResult> {
  const config = { ...contactMailConfig }
  const record = await storeMessage(fields, options)
  if (!isContactMailConfigured(config)) {
    await record.merge({ deliveryStatus: 'not_configured' }).save()
    return failure('not_configured')
  }
  try {
    await sendContactNotification(notificationFor(record, config.to), config)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    logger.warn({ contactMessageId: record.id, reason }, 'contact message could not be sent')
    await record.merge({ deliveryStatus: 'failed', deliveryError: reason.slice(0, 2000) }).save()
    return failure('send_failed')
  }
  await markSent(record)
  return { ok: true, status: 200, body: SENT_BODY, replayed: false }
}

/** The e-mail is out: a failing status update must not turn that into an error (and a resend). */
async function markSent(record: ContactMessage) {
  try {
    await record.merge({ deliveryStatus: 'sent', deliveredAt: DateTime.now() }).save()
  } catch (error) {
    logger.error({ contactMessageId: record.id, err: error }, 'sent contact message not marked')
  }
}

async function deliverOnce(
  claim: IdempotencyClaim,
  fields: ContactFields,
  options: ContactOptions
) {
  let result: ContactResult | undefined
  try {
    result = await deliver(fields, options)
  } finally {
    await settleClaim(claim, result)
  }
  return result
}

/**
 * Only successful sends are remembered; anything else frees the key for a
 * retry. Never throws: the answer about the e-mail matters more, and a key
 * left "processing" is taken over after a few minutes.
 */
async function settleClaim(claim: IdempotencyClaim, result: ContactResult | undefined) {
  try {
    if (result?.ok) await completeIdempotencyKey(claim, result.status, { ...result.body })
    else await releaseIdempotencyKey(claim)
  } catch (error) {
    logger.error({ err: error }, 'idempotency key not settled')
  }
}

async function deliverWithKey(
  key: string,
  fields: ContactFields,
  options: ContactOptions
): Promise<ContactResult> {
  const outcome = await claimIdempotencyKey(
    CONTACT_IDEMPOTENCY_SCOPE,
    key,
    contactRequestHash(fields)
  )
  switch (outcome.kind) {
    case 'replay':
      return {
        ok: true,
        status: 200,
        body: outcome.body as unknown as ContactSuccessBody,
        replayed: true,
      }
    case 'in_progress':
      return failure('idempotency_key_in_use')
    case 'hash_mismatch':
      return failure('idempotency_key_reused')
    case 'claimed':
      return deliverOnce(outcome.claim, fields, options)
  }
}

/**
 * Sends one message to the team on the sender's behalf. `input` is the raw
 * body (unknown fields are ignored); `idempotencyKey` is the caller's key,
 * if any. Never throws for an expected failure: see ContactResult.
 */
export async function sendContactMessage(
  input: unknown,
  options: ContactOptions
): Promise<ContactResult> {
  const key = options.idempotencyKey
  if (key !== undefined && !isValidIdempotencyKey(key)) return failure('invalid_idempotency_key')
  const validated = await validate(input)
  if (validated.failure) return validated.failure
  if (validated.input.dry_run) return { ok: true, status: 200, body: DRY_RUN_BODY, replayed: false }
  const fields = fieldsOf(validated.input)
  return key === undefined ? deliver(fields, options) : deliverWithKey(key, fields, options)
}

export type ResendOutcome = { sent: true } | { sent: false; problem: 'not_configured' | 'failed' }

/**
 * Staff send a stored message's e-mail to the team again (after a failure
 * or once e-mail is set up); the row keeps the new outcome.
 */
export async function resendContactMessage(record: ContactMessage): Promise<ResendOutcome> {
  const config = { ...contactMailConfig }
  if (!isContactMailConfigured(config)) return { sent: false, problem: 'not_configured' }
  try {
    await sendContactNotification(notificationFor(record, config.to), config)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await record.merge({ deliveryStatus: 'failed', deliveryError: reason.slice(0, 2000) }).save()
    return { sent: false, problem: 'failed' }
  }
  await record.merge({ deliveryError: null }).save()
  await markSent(record)
  return { sent: true }
}
