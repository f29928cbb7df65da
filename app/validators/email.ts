/*
| The one e-mail address rule of every door: the contact endpoint, the MCP
| tools send_message_to_team and join_halloween_waitlist, and the admin
| forms and commands. No control character (line breaks included), no
| invisible format character and no Unicode line separator may appear
| anywhere, so a quoted local part such as "x\r\nBcc: …"@example.org is
| refused before the address syntax is looked at.
*/
import vine from '@vinejs/vine'

const EMAIL_MAX_LENGTH = 254

const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u

/** Whether the text holds a character no e-mail address of ours may hold. */
function hasControlCharacters(value: string): boolean {
  return CONTROL_OR_INVISIBLE.test(value)
}

const noControlCharacters = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string' && hasControlCharacters(value)) {
      field.report('The {{ field }} field must be a valid e-mail address', 'email', field)
    }
  },
  { name: 'emailCharacters' }
)

/** An e-mail address field (trimmed); callers add `.toLowerCase()`, `.optional()`, `.meta()`. */
export function emailAddress(maxLength = EMAIL_MAX_LENGTH) {
  return vine.string().trim().maxLength(maxLength).use(noControlCharacters()).email()
}
