import { BaseMail } from '@adonisjs/mail'
import { serviceConfig } from '#config/service'

/** A security-relevant change of a staff account its owner is told about (issue 36 item 3). */
export type AccountChangeKind =
  'password_changed' | 'two_factor_on' | 'two_factor_off' | 'recovery_codes' | 'two_factor_reset'

export interface AccountChangeContent {
  kind: AccountChangeKind
  to: string
  /** who made it when it was not the owner (an admin resetting two-factor) */
  by?: string
}

const WHAT: Record<AccountChangeKind, string> = {
  password_changed: 'The password of your staff account was changed',
  two_factor_on: 'Two-factor sign-in was turned on for your staff account',
  two_factor_off: 'Two-factor sign-in was turned off for your staff account',
  recovery_codes:
    'New recovery codes were made for your staff account (the old ones stopped working)',
  two_factor_reset: 'Two-factor sign-in of your staff account was reset by an admin',
}

function noticeText(content: AccountChangeContent): string[] {
  const by = content.by ? ` by ${content.by}` : ''
  const reset = content.kind === 'two_factor_reset'
  return [
    `${WHAT[content.kind]} at ${serviceConfig.name}${by}.`,
    reset
      ? 'Every session of the account was signed out. Sign in with your password and set up two-factor sign-in again.'
      : 'If that was you, there is nothing to do.',
    'If that was not you, someone may be using your account: sign out everywhere, choose a new password through "Forgot password" on the sign-in page, and ask an admin to reset your two-factor sign-in.',
  ]
}

/** Tells the owner of a staff account about a change to its password or two-factor sign-in. */
export default class AccountChangeNotice extends BaseMail {
  constructor(private content: AccountChangeContent) {
    super()
  }

  prepare() {
    this.message
      .to(this.content.to)
      .subject(`${WHAT[this.content.kind]} (${serviceConfig.name})`)
      .header('X-Account-Change', this.content.kind)
      .text(noticeText(this.content).join('\n\n'))
  }
}
