import vine from '#validators/vine'
import { SimpleMessagesProvider } from '@vinejs/vine'
import { waitlistSignupSchema } from '#validators/waitlist'

/*
| The forms for people on the site. The rules are the API's own (the
| waiting-list schema of join_halloween_waitlist; the contact fields are
| validated inside the contact service); only the wording is for a person
| reading it next to the field.
*/

const PEOPLE_MESSAGES = {
  'required': 'Please fill in this field.',
  'minLength': 'Please fill in this field.',
  'maxLength': 'Please keep this under {{ max }} characters.',
  'email': 'Please enter an e-mail address like name@example.org.',
  'regex': 'Please keep this on one line.',
  'string': 'Please fill in this field.',
  'consent.literal': 'Please tick the box to agree.',
  'consent.accepted': 'Please tick the box to agree.',
  'consent.required': 'Please tick the box to agree.',
}

/** The Halloween sign-up form: join_halloween_waitlist's schema, messages for people. */
export const siteWaitlistValidator = vine.compile(waitlistSignupSchema)
siteWaitlistValidator.messagesProvider = new SimpleMessagesProvider(PEOPLE_MESSAGES)

/** The contact form's consent box (the API's callers give consent by calling). */
export const contactConsentValidator = vine.compile(vine.object({ consent: vine.accepted() }))
contactConsentValidator.messagesProvider = new SimpleMessagesProvider(PEOPLE_MESSAGES)

/** The contact service's field messages, reworded for people (by rule). */
export function peopleMessage(rule: string, fallback: string): string {
  const message = PEOPLE_MESSAGES[rule as keyof typeof PEOPLE_MESSAGES]
  return message?.includes('{{') ? fallback : (message ?? fallback)
}

export { isTicked } from '#lib/checkbox'
