import { BaseMail } from '@adonisjs/mail'
import type { MessageSource } from '#schemas/enums'

/** What the team sees of one contact message (already validated, single-line where it matters). */
export interface ContactNotificationContent {
  id: number
  name: string
  email: string
  subject: string | null
  message: string
  city: string | null
  formType: string | null
  source: MessageSource
  receivedAt: string
}

/**
 * The e-mail to the team for one contact message. Replies go to the sender:
 * Reply-To is an address object (name and address apart), never a string
 * built from user input. The HTML part escapes every value ({{ }} in Edge).
 */
export default class ContactTeamNotification extends BaseMail {
  constructor(
    private content: ContactNotificationContent,
    private to: string
  ) {
    super()
  }

  prepare() {
    const { content } = this
    this.message
      .to(this.to)
      .replyTo(content.email, content.name)
      .subject(contactSubjectLine(content))
      .header('X-Contact-Message-Id', String(content.id))
      .header('X-Contact-Source', content.source)
      .htmlView('emails/contact_team_html', { contact: content })
      .text(contactPlainText(content))
  }
}

function contactSubjectLine(content: ContactNotificationContent): string {
  return content.subject ? `[Contact] ${content.subject}` : `[Contact] Message from ${content.name}`
}

/**
 * The plain-text part, written here rather than in Edge: Edge's `{{ }}`
 * HTML-escapes, which would garble text (`&lt;` for `<`).
 */
function contactPlainText(content: ContactNotificationContent): string {
  const details = [
    `From: ${content.name} <${content.email}>`,
    content.subject ? `Subject: ${content.subject}` : undefined,
    content.city ? `City: ${content.city}` : undefined,
    content.formType ? `Form: ${content.formType}` : undefined,
    `Received: ${content.receivedAt} (via ${content.source}, message #${content.id})`,
  ].filter(Boolean)
  return [
    ...details,
    '',
    content.message,
    '',
    '--',
    'Reply to this e-mail to answer the sender.',
  ].join('\n')
}
