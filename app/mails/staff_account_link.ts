import { BaseMail } from '@adonisjs/mail'
import { serviceConfig } from '#config/service'

export type StaffLinkPurpose = 'invitation' | 'reset'

export interface StaffLinkContent {
  purpose: StaffLinkPurpose
  to: string
  url: string
  /** how long the link works, in words ("3 days") */
  validFor: string
  invitedBy?: string
}

const SUBJECTS: Record<StaffLinkPurpose, string> = {
  invitation: `Your staff account at ${serviceConfig.name}: choose a password`,
  reset: `Reset your staff password at ${serviceConfig.name}`,
}

/** The e-mail with a signed, single-use link to set a staff password. */
export default class StaffAccountLink extends BaseMail {
  constructor(private content: StaffLinkContent) {
    super()
  }

  prepare() {
    this.message
      .to(this.content.to)
      .subject(SUBJECTS[this.content.purpose])
      .header('X-Staff-Link', this.content.purpose)
      .htmlView('emails/staff_account_link_html', {
        link: this.content,
        subject: SUBJECTS[this.content.purpose],
      })
      .text(staffLinkText(this.content))
  }
}

function staffLinkText(content: StaffLinkContent): string {
  const opening =
    content.purpose === 'invitation'
      ? `${content.invitedBy ?? 'A colleague'} made you a staff account for the admin panel of ${serviceConfig.name}.`
      : `Someone asked to reset the password of your staff account at ${serviceConfig.name}.`
  const closing =
    content.purpose === 'invitation'
      ? 'Open the link to choose your password.'
      : 'Open the link to choose a new password. If you did not ask for this, ignore this e-mail: your password stays as it is.'
  return [
    opening,
    closing,
    '',
    content.url,
    '',
    `The link works once, for ${content.validFor}.`,
  ].join('\n')
}
