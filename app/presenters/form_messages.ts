/*
| What the site's forms tell people, after a send or a sign-up. Outcomes
| come from the contact and waiting-list services; the words are here.
*/
import type { ContactErrorCode } from '#schemas/contact'
import { serviceConfig } from '#config/service'

export const CONTACT_SENT =
  'Thank you! Your message was sent to the team. We reply to the e-mail address you gave.'

/** The contact service's failures other than field errors, for a person. */
export function contactFailureText(code: ContactErrorCode): string {
  switch (code) {
    case 'send_failed':
      return 'We could not send your message just now. It is saved; please try again in a few minutes.'
    case 'not_configured':
    case 'service_unavailable':
      return `Messages cannot be sent at the moment. Please try again later, or write to ${serviceConfig.supportEmail}.`
    case 'idempotency_key_in_use':
      return 'Your message is being sent. Please wait a moment before you send it again.'
    case 'idempotency_key_reused':
      return 'This form was already sent with another message. Check your message and send it again.'
    default:
      return 'Something went wrong. Please check the form and try again.'
  }
}

/** What the event page says after a waiting-list sign-up (`closed` reads as an error). */
export const WAITLIST_NOTICES = {
  joined: {
    kind: 'success',
    text: 'You are on the waiting list. We will e-mail you when tickets are available.',
  },
  already: {
    kind: 'success',
    text: 'This e-mail address is already on the waiting list. Nothing changed.',
  },
  closed: {
    kind: 'error',
    text: 'The waiting list for this event is closed, so nothing was stored.',
  },
} as const
export type WaitlistNotice = keyof typeof WAITLIST_NOTICES
