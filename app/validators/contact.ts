import { SimpleMessagesProvider } from '@vinejs/vine'
import vine from '#validators/vine'
import type { Infer } from '@vinejs/vine/types'
import { emailAddress } from '#validators/email'

/** Character bounds of the contact fields (city and form_type are the columns' sizes). */
const CONTACT_FIELD_LIMITS = {
  name: 120,
  email: 200,
  message: 6000,
  subject: 160,
  city: 120,
  form_type: 64,
} as const

const IDEMPOTENCY_KEY_MAX_LENGTH = 200

/** 1 to 200 printable ASCII characters (the key is echoed back in a header). */
const IDEMPOTENCY_KEY_FORMAT = new RegExp(`^[\\x20-\\x7E]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`)

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY_FORMAT.test(key)
}

// eslint-disable-next-line no-control-regex
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F\u0085\u2028\u2029]+/g
// eslint-disable-next-line no-control-regex
const CONTROLS_EXCEPT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/**
 * Values that can end up in a mail header (name in Reply-To, subject) stay on
 * one line: any run of line breaks or control characters becomes one space.
 */
const singleLine = vine.createRule(
  (value, _, field) => {
    if (typeof value !== 'string' || !field.isValid) return
    field.mutate(value.replace(LINE_BREAKS_AND_CONTROLS, ' '), field)
  },
  { name: 'singleLine' }
)

/** The message keeps its lines; other control characters (NUL breaks PostgreSQL) go. */
const plainText = vine.createRule(
  (value, _, field) => {
    if (typeof value !== 'string' || !field.isValid) return
    field.mutate(value.replace(/\r\n?/g, '\n').replace(CONTROLS_EXCEPT_TAB_AND_NEWLINE, ''), field)
  },
  { name: 'plainText' }
)

const line = (max: number) => vine.string().use(singleLine()).trim().maxLength(max)

/**
 * Body of sendMessage (POST /api/contact and the MCP tool send_message_to_team).
 * Unknown fields are dropped; empty optional strings count as absent.
 */
export const contactMessageValidator = vine.compile(
  vine.object({
    name: line(CONTACT_FIELD_LIMITS.name).minLength(1).meta({ description: "Sender's name" }),
    email: emailAddress(CONTACT_FIELD_LIMITS.email).meta({
      description: "Sender's own e-mail address; the team replies to it",
    }),
    message: vine
      .string()
      .use(plainText())
      .trim()
      .minLength(1)
      .maxLength(CONTACT_FIELD_LIMITS.message)
      .meta({ description: 'The message to the team' }),
    subject: line(CONTACT_FIELD_LIMITS.subject).optional().meta({ description: 'Subject line' }),
    city: line(CONTACT_FIELD_LIMITS.city).optional().meta({ description: 'City it is about' }),
    form_type: line(CONTACT_FIELD_LIMITS.form_type)
      .optional()
      .meta({ description: 'Which form this is, e.g. "contact" or "partnership"' }),
    dry_run: vine
      .boolean({ strict: true })
      .optional()
      .meta({ description: 'true: validate everything, send and store nothing' }),
  })
)

contactMessageValidator.messagesProvider = new SimpleMessagesProvider({
  required: 'The {{ field }} field is required',
  minLength: 'The {{ field }} field must not be empty',
  maxLength: 'The {{ field }} field must be at most {{ max }} characters long',
  email: 'The email field must be a valid e-mail address',
  boolean: 'The {{ field }} field must be true or false',
  string: 'The {{ field }} field must be a string',
  object: 'The request body must be a JSON object',
})

export type ContactMessageInput = Infer<typeof contactMessageValidator>
