/*
| The one rule for every link staff write: stored URLs (city guides, events,
| partner links) at validation time, and links and images of markdown when it
| is rendered. The decision is taken on the link as a browser finally reads
| it: HTML entities (`&#x61;`, `&colon;`, `&Tab;`, without `;` too),
| percent-encoding and invisible characters (controls, whitespace, format
| characters, which browsers strip from schemes) are undone again and again
| until nothing changes, and every form on the way must pass. A link passes
| when it has one of the allowed schemes, or none (a relative link) and does
| not start with two slashes (a link to another host without a scheme).
*/
import { decodeHTML } from 'entities'

export const ALLOWED_LINK_SCHEMES = ['https', 'http', 'mailto'] as const

/** A link whose decoding still changes after this many rounds is refused. */
const MAX_DECODING_ROUNDS = 8

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]+/gu
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/* "//host", "\\host", "/\host": browsers read all of them as another host */
const NETWORK_PATH = /^[\\/]{2}/
const PERCENT_ENCODED = /%([0-9a-f]{2})/gi

const percentDecode = (value: string) =>
  value.replace(PERCENT_ENCODED, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

const decodeOnce = (value: string) =>
  percentDecode(decodeHTML(value.replace(INVISIBLE, ''))).replace(INVISIBLE, '')

/** The link and every decoded form of it up to the fixed point; null when there is none. */
function decodedForms(link: string): string[] | null {
  const forms = [link]
  let current = link
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const next = decodeOnce(current)
    if (next === current) return forms
    forms.push(next)
    current = next
  }
  return null
}

function passes(form: string): boolean {
  const scheme = SCHEME.exec(form)?.[1]
  if (scheme) return (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme.toLowerCase())
  return !NETWORK_PATH.test(form)
}

/** Whether a staff-written link may be put in an href or src. */
export function isSafeLink(link: unknown): link is string {
  if (typeof link !== 'string') return false
  const forms = decodedForms(link)
  return forms !== null && forms.every(passes)
}

/** The link when it passes, otherwise null. */
export function safeLink(link: unknown): string | null {
  return isSafeLink(link) ? link : null
}
