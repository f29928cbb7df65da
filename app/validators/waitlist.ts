import { SimpleMessagesProvider } from '@vinejs/vine'
import vine from '#validators/vine'
import type { Infer } from '@vinejs/vine/types'
import { emailAddress } from '#validators/email'
import { oneLine } from '#validators/one_line'

/*
| Signing a student up for a city's Halloween waiting list (MCP tool
| join_halloween_waitlist). Only the student's own details, with consent.
*/

// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F]*$/

export const waitlistSignupSchema = vine.object({
  city: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .use(oneLine())
    .meta({ description: 'City slug (from search_cities) or city name, e.g. "berlin"' }),
  name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .regex(NO_CONTROL_CHARACTERS)
    .meta({ description: "The student's own name" }),
  email: emailAddress(200).meta({ description: "The student's own e-mail address" }),
  consent: vine.literal(true).meta({
    description:
      'Must be true: the student has agreed to be put on the waiting list and to be e-mailed about it',
  }),
  dry_run: vine
    .boolean({ strict: true })
    .optional()
    .meta({ description: 'true: check everything and report the outcome, store nothing' }),
})

export const waitlistSignupValidator = vine.compile(waitlistSignupSchema)

waitlistSignupValidator.messagesProvider = new SimpleMessagesProvider({
  'required': 'The {{ field }} field is required',
  'minLength': 'The {{ field }} field must not be empty',
  'maxLength': 'The {{ field }} field must be at most {{ max }} characters long',
  'email': 'The email field must be a valid e-mail address',
  'regex': 'The {{ field }} field must be a single line of text',
  'consent.literal':
    'consent must be true: ask the student whether they agree to join the waiting list first',
  'boolean': 'The {{ field }} field must be true or false',
  'string': 'The {{ field }} field must be a string',
})

export type WaitlistSignup = Infer<typeof waitlistSignupValidator>
