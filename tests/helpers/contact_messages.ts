/*
| Shared set-up of the contact tests: a real SMTP server the contact mailer
| points at, generous rate limits, and removal of the rows the tests create
| (no global transaction: several requests run in parallel on real connections).
*/
import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import { serviceConfig } from '#config/service'
import { clearRateLimits } from '#services/rate_limit_service'
import { contactMailConfig } from '#services/mail/team_mailer'
import { ContactErrorSchema, ContactSuccessSchema } from '#schemas/contact'
import { SmtpSink } from '#tests/helpers/smtp_sink'

export const TEST_DOMAIN = 'contact-test.example'
const KEY_PREFIX = 'contact-test-'
export const TEAM_ADDRESS = 'team@students.example.org'
export const FROM_ADDRESS = 'noreply@students.example.org'

let counter = 0

export function uniqueKey(label = 'key') {
  return `${KEY_PREFIX}${label}-${Date.now()}-${++counter}`
}

export function validMessage(overrides: Record<string, unknown> = {}) {
  counter++
  return {
    name: 'Ada Lovelace',
    email: `ada.${counter}@${TEST_DOMAIN}`,
    message: `Hello team,\nI would like to know more about the welcome festival (#${counter}).`,
    subject: 'Welcome festival question',
    city: 'Berlin',
    form_type: 'contact',
    ...overrides,
  }
}

async function deleteTestRows() {
  await db.from('contact_messages').where('email', 'like', `%${TEST_DOMAIN}`).delete()
  await db.from('idempotency_keys').where('key', 'like', `${KEY_PREFIX}%`).delete()
}

export function contactRowsFor(email: string) {
  return db.from('contact_messages').where('email', email).orderBy('id')
}

/** Starts a real SMTP server for the group and points the contact mailer at it. */
export function useSmtpSink(group: Group) {
  const sink = new SmtpSink()
  const savedMailConfig = { ...contactMailConfig }
  const savedContactLimit = serviceConfig.rateLimits.contact

  group.setup(async () => {
    await sink.start()
    serviceConfig.rateLimits.contact = 100_000
    return async () => {
      Object.assign(contactMailConfig, savedMailConfig)
      serviceConfig.rateLimits.contact = savedContactLimit
      await sink.stop()
      await deleteTestRows()
    }
  })

  group.each.setup(async () => {
    sink.reset()
    Object.assign(contactMailConfig, {
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      user: undefined,
      password: undefined,
      from: FROM_ADDRESS,
      to: TEAM_ADDRESS,
      connectionTimeoutMs: 5000,
      socketTimeoutMs: 10_000,
      sendTimeoutMs: 30_000,
    })
    await clearRateLimits()
    await deleteTestRows()
  })

  return sink
}

export function assertContactSuccess(body: unknown) {
  return ContactSuccessSchema.parse(body)
}

export function assertContactError(body: unknown, code: string) {
  const parsed = ContactErrorSchema.parse(body)
  if (parsed.code !== code) {
    throw new Error(`expected contact error code "${code}", got "${parsed.code}"`)
  }
  return parsed
}
