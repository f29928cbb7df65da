/*
| Why a contact message's e-mail to the team did not go out, in plain words
| for staff (the stored error is a driver's text such as
| "connect ECONNREFUSED 127.0.0.1:2525"; the page keeps it behind "Details").
*/
const CAUSES: [RegExp, string][] = [
  [
    /ECONNREFUSED/i,
    'The e-mail server did not answer: it may be down, or the address or port is wrong.',
  ],
  [/ETIMEDOUT|timeout/i, 'The e-mail server took too long to answer.'],
  [/ENOTFOUND|EAI_AGAIN/i, 'The e-mail server’s name could not be found: check its address.'],
  [/EAUTH|535|auth/i, 'The e-mail server refused our sign-in: check the user name and password.'],
  [/certificate|TLS|SSL/i, 'The secure connection to the e-mail server failed (its certificate).'],
]

/** One sentence for staff: why the e-mail was not sent (null: it was sent). */
export function deliveryProblem(status: string, error: string | null): string | null {
  if (status === 'sent') return null
  if (status === 'not_configured')
    return 'Not e-mailed: e-mail is not set up on this server (SMTP settings).'
  if (!error) return status === 'failed' ? 'Not e-mailed: the e-mail server refused it.' : null
  const cause = CAUSES.find(([pattern]) => pattern.test(error))?.[1]
  return `Not e-mailed. ${cause ?? 'The e-mail server refused the message.'}`
}

const STATUS_WORDS: Record<string, string> = {
  sent: 'Sent',
  failed: 'Not sent',
  not_configured: 'Not sent (no e-mail set up)',
  pending: 'Sending',
}

/** A delivery status as staff read it. */
export const deliveryStatusWords = (status: string) =>
  STATUS_WORDS[status] ?? status.replaceAll('_', ' ')
