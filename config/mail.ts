import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import type { SMTPConfig } from '@adonisjs/mail/types'

/*
| The one SMTP configuration of the team's e-mails (contact messages, staff
| account links and alerts), read from the environment here only. Without
| SMTP_HOST sending is not configured: the contact service answers 503 "not
| configured". The team mailer (#services/mail/team_mailer) reads
| `teamMailConfig` at each send, so a changed value applies at once.
*/

export interface TeamMailConfig {
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

export const teamMailConfig: TeamMailConfig = {
  host: env.get('SMTP_HOST') || undefined,
  port: env.get('SMTP_PORT') ?? 587,
  secure: env.get('SMTP_SECURE') ?? false,
  user: env.get('SMTP_USER') || undefined,
  password: env.get('SMTP_PASSWORD'),
  from: env.get('MAIL_FROM') ?? env.get('SUPPORT_EMAIL', 'support@students.example.org'),
  to: env.get('CONTACT_TO') || undefined,
  connectionTimeoutMs: 10_000,
  socketTimeoutMs: 20_000,
  sendTimeoutMs: 30_000,
}

/** Nodemailer's timeouts are accepted by the transport but missing from its type. */
type SmtpTransportConfig = SMTPConfig & {
  connectionTimeout: number
  greetingTimeout: number
  socketTimeout: number
}

/** The SMTP transport's settings for a team mail configuration (`host`: where to connect). */
export function smtpTransportConfig(config: TeamMailConfig, host: string): SmtpTransportConfig {
  return {
    host,
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

/* The framework's mailer (its commands and provider) over the same settings */
const mailConfig = defineConfig({
  default: 'smtp',
  from: teamMailConfig.from,
  mailers: {
    smtp: transports.smtp(smtpTransportConfig(teamMailConfig, teamMailConfig.host ?? '127.0.0.1')),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
