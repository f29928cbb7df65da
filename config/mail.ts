import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'

/*
| SMTP is configured by environment. Without SMTP_HOST the mailer still
| exists, and the contact service answers 503 "not configured".
*/
const mailConfig = defineConfig({
  default: 'smtp',
  from: env.get('MAIL_FROM'),
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      auth: env.get('SMTP_USER')
        ? {
            type: 'login',
            user: env.get('SMTP_USER')!,
            pass: env.get('SMTP_PASSWORD', ''),
          }
        : undefined,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
