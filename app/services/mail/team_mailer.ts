/*
| The SMTP mailer of the team's e-mails (contact messages, staff account
| links and alerts), built at each send from the configuration of
| config/mail.ts, so a changed value applies at once (tests point it at
| their own SMTP server).
*/
import { Mailer, type BaseMail } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import emitter from '@adonisjs/core/services/emitter'
import { smtpTransportConfig, teamMailConfig, type TeamMailConfig } from '#config/mail'
import type ContactTeamNotification from '#mails/contact_team_notification'

export type ContactMailConfig = TeamMailConfig

/** The team mail configuration of config/mail.ts (the one object, so a change applies at once). */
export const contactMailConfig: ContactMailConfig = teamMailConfig

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
  const transport = new SMTPTransport(smtpTransportConfig(config, config.host))
  const mailer = new Mailer('contact', transport, emitter, { from: config.from })
  const timeout = deadline(config.sendTimeoutMs)
  try {
    return await Promise.race([mailer.send(mail), timeout.expired])
  } finally {
    timeout.cancel()
    await mailer.close()
  }
}
