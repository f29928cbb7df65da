/*
| The owner of a staff account hears of every security-relevant change to it
| (issue 36 item 3): a password changed, two-factor sign-in turned on, off or
| reset by an admin, new recovery codes. Sent by the staff mailer after the
| change is committed, best effort (logged when it fails): the change stands.
*/
import logger from '@adonisjs/core/services/logger'
import AccountChangeNotice, { type AccountChangeKind } from '#mails/account_change_notice'
import { contactMailConfig, isSmtpConfigured, sendOverSmtp } from '#services/mail/team_mailer'

export async function noticeOwner(to: string, kind: AccountChangeKind, by?: string) {
  if (!isSmtpConfigured(contactMailConfig)) {
    logger.warn({ kind }, 'account changed; no SMTP to tell the owner')
    return
  }
  try {
    await sendOverSmtp(new AccountChangeNotice({ kind, to, by }), contactMailConfig)
  } catch (error) {
    logger.warn({ err: error, kind }, 'account change notice not sent')
  }
}
