/*
| What the site's forms tell people, after a send or a sign-up. Outcomes
| come from the contact and waiting-list services; the words are the site
| catalog's (resources/lang/<locale>/site.json).
*/
import type { ContactErrorCode } from '#schemas/contact'

/** Failures of the contact service after which the message is stored all the same. */
export const STORED_DESPITE: readonly ContactErrorCode[] = ['send_failed', 'not_configured']

/** The catalog key of a contact failure other than field errors (nothing was stored). */
export function contactFailureKey(code: ContactErrorCode): string {
  switch (code) {
    case 'service_unavailable':
      return 'contact.failure.unavailable'
    case 'idempotency_key_in_use':
      return 'contact.failure.in_use'
    case 'idempotency_key_reused':
      return 'contact.failure.reused'
    default:
      return 'contact.failure.other'
  }
}

/** What the event page says after a waiting-list sign-up (`closed` reads as an error). */
export const WAITLIST_NOTICES = {
  joined: { kind: 'success', key: 'waitlist.joined' },
  already: { kind: 'success', key: 'waitlist.already' },
  closed: { kind: 'error', key: 'waitlist.closed' },
} as const
export type WaitlistNotice = keyof typeof WAITLIST_NOTICES
