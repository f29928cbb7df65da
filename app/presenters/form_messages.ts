/*
| What the site's forms tell people, after a send or a sign-up. Outcomes
| come from the contact and waiting-list services; the words are here.
*/
import type { ContactErrorCode } from '#schemas/contact'
import { serviceConfig } from '#config/service'

export const CONTACT_SENT =
  'Thank you! Your message was sent to the team. We reply to the e-mail address you gave.'

/**
 * The message is stored but its e-mail to the team failed (or e-mail is not
 * set up): it was received, and sending it again would only store a copy.
 */
export const CONTACT_RECEIVED =
  'Thank you! We received your message and saved it. It could not be e-mailed to the team right away, so they will read it in their inbox of messages: there is no need to send it again. We reply to the e-mail address you gave.'

/** Failures of the contact service after which the message is stored all the same. */
export const STORED_DESPITE: readonly ContactErrorCode[] = ['send_failed', 'not_configured']

/** The contact service's failures other than field errors, for a person (nothing was stored). */
export function contactFailureText(code: ContactErrorCode): string {
  switch (code) {
    case 'service_unavailable':
      return `Messages cannot be sent at the moment, and nothing was stored. Please try again later, or write to ${serviceConfig.supportEmail}.`
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
