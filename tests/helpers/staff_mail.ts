/* The e-mailed staff links, as the tests read them from the test SMTP server. */
import type { SmtpSink } from '#tests/helpers/smtp_sink'

/** The first message to `address` (waits for it a while; null when none came). */
export async function mailTo(sink: SmtpSink, address: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mail = sink.received.find((received) => received.rcptTo.includes(address))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}

/** The path and query of the link in an e-mail. */
export function linkIn(text: string) {
  const url = new URL(/https?:\/\/\S+/.exec(text)![0])
  return { path: url.pathname + url.search, token: url.searchParams.get('token')! }
}
