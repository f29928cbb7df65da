/*
| The SMTP mailer of the team's e-mails (contact messages, staff account
| links), built from `contactMailConfig` at each send, so a changed
| configuration applies at once (tests point it at their own SMTP server).
| In the app the values come from the environment.
*/
import { Mailer, type BaseMail } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import type { SMTPConfig } from '@adonisjs/mail/types'
import emitter from '@adonisjs/core/services/emitter'
import { serviceConfig } from '#config/service'
import type ContactTeamNotification from '#mails/contact_team_notification'

export interface ContactMailConfig {
  /** unset: sending is not configured (503) */
  host?: string
  port: number
  /** true: TLS from the start (port 465); false: STARTTLS when the server offers it */
  secure: boolean
  user?: string
  password?: string
  from: string
  /** the team's address; unset: sending is not configured (503) */
  to?: string
  /** connecting and the server's greeting, each */
  connectionTimeoutMs: number
  /** silence on the connection once it is established */
  socketTimeoutMs: number
  /** the whole send, however the server behaves: the contact answer is a 502 by then */
  sendTimeoutMs: number
}

export const contactMailConfig: ContactMailConfig = {
  ...serviceConfig.smtp,
  connectionTimeoutMs: 10_000,
  socketTimeoutMs: 20_000,
  sendTimeoutMs: 30_000,
}

export type ConfiguredContactMail = ContactMailConfig & { host: string; to: string }
export type ConfiguredSmtp = ContactMailConfig & { host: string }

/** SMTP is set up (staff e-mails need no team address). */
export function isSmtpConfigured(config: ContactMailConfig): config is ConfiguredSmtp {
  return Boolean(config.host)
}

export function isContactMailConfigured(
  config: ContactMailConfig
): config is ConfiguredContactMail {
  return Boolean(config.host && config.to)
}

/** Nodemailer's timeouts are accepted by the transport but missing from its type. */
type SmtpTransportConfig = SMTPConfig & {
  connectionTimeout: number
  greetingTimeout: number
  socketTimeout: number
}

function smtpTransportConfig(config: ConfiguredSmtp): SmtpTransportConfig {
  return {
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user
      ? { type: 'login', user: config.user, pass: config.password ?? '' }
      : undefined,
    connectionTimeout: config.connectionTimeoutMs,
    greetingTimeout: config.connectionTimeoutMs,
    socketTimeout: config.socketTimeoutMs,
  }
}

/** Rejects after `ms`: an SMTP server that accepts and then hangs cannot hold the answer longer. */
function deadline(ms: number) {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP send timed out after ${ms} ms`)), ms)
  })
  return { expired, cancel: () => clearTimeout(timer) }
}

/**
 * Sends one notification over a fresh SMTP connection; rejects when the
 * server refuses it, or when it has not finished within `sendTimeoutMs`.
 */
export function sendContactNotification(
  mail: ContactTeamNotification,
  config: ConfiguredContactMail
) {
  return sendOverSmtp(mail, config)
}

/** Sends one e-mail over a fresh SMTP connection, within `sendTimeoutMs`. */
export async function sendOverSmtp(mail: BaseMail, config: ConfiguredSmtp) {
  const transport = new SMTPTransport(smtpTransportConfig(config))
  const mailer = new Mailer('contact', transport, emitter, { from: config.from })
  const timeout = deadline(config.sendTimeoutMs)
  try {
    return await Promise.race([mailer.send(mail), timeout.expired])
  } finally {
    timeout.cancel()
    await mailer.close()
  }
}
