import { BaseMail } from '@adonisjs/mail'
import { serviceConfig } from '#config/service'

/** Why a staff member is told about their account. */
export type AccountAlertKind = 'reset_requests' | 'current_password'

export interface AccountAlertContent {
  kind: AccountAlertKind
  to: string
  /** attempts in the window that tripped the limit */
  attempts: number
  /** the window and the pause, in words ("1 hour", "15 minutes") */
  window: string
  pause: string
}

const SUBJECTS: Record<AccountAlertKind, string> = {
  reset_requests: `Many password reset requests for your staff account at ${serviceConfig.name}`,
  current_password: `Wrong passwords on your staff account page at ${serviceConfig.name}`,
}

function alertText(content: AccountAlertContent): string[] {
  if (content.kind === 'reset_requests') {
    return [
      `Someone asked ${content.attempts} times within ${content.window} for a link to reset the password of your staff account at ${serviceConfig.name}.`,
      `No more links are sent for ${content.pause}. Your password is unchanged, and only the newest link you received works.`,
      'If that was not you, you can ignore this e-mail.',
    ]
  }
  return [
    `On the account pages of ${serviceConfig.name} (password, two-factor sign-in), the current password was entered wrongly ${content.attempts} times within ${content.window}, in a session signed in as you.`,
    `Those changes are paused for ${content.pause}.`,
    'If that was not you, someone may be using your session: sign out everywhere, then choose a new password through "Forgot password" on the sign-in page.',
  ]
}

/** A short notice to a staff member when a limit on their account trips. */
export default class AccountAlert extends BaseMail {
  constructor(private content: AccountAlertContent) {
    super()
  }

  prepare() {
    this.message
      .to(this.content.to)
      .subject(SUBJECTS[this.content.kind])
      .header('X-Account-Alert', this.content.kind)
      .text(alertText(this.content).join('\n\n'))
  }
}
