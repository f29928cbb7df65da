import vine from '#validators/vine'
import i18nManager from '@adonisjs/i18n/services/main'
import { waitlistSignupSchema } from '#validators/waitlist'
import { DEFAULT_LOCALE, type SiteLocale } from '#lib/site_locales'

/*
| The forms for people on the site. The rules are the API's own (the
| waiting-list schema of join_halloween_waitlist; the contact fields are
| validated inside the contact service); only the wording is for a person
| reading it next to the field, in the page's language: the catalog's
| `site.validator.messages.<rule>` (or `.<field>.<rule>`).
*/

const MESSAGES = 'site.validator'

/** The Halloween sign-up form: join_halloween_waitlist's schema. */
export const siteWaitlistValidator = vine.compile(waitlistSignupSchema)

/** The contact form's consent box (the API's callers give consent by calling). */
export const contactConsentValidator = vine.compile(vine.object({ consent: vine.accepted() }))

/** The messages of a form for people in `locale` (a VineJS messages provider). */
export function peopleMessages(locale: SiteLocale = DEFAULT_LOCALE) {
  return i18nManager.locale(locale).createMessagesProvider(MESSAGES)
}

/** The contact service's field messages, reworded for people (by rule), in `locale`. */
export function peopleMessage(rule: string, locale: SiteLocale = DEFAULT_LOCALE): string {
  const i18n = i18nManager.locale(locale)
  const key = `${MESSAGES}.messages.${rule}`
  if (rule === 'maxLength') return i18n.t(`${MESSAGES}.too_long`)
  return i18n.t(i18n.resolveIdentifier(key) ? key : `${MESSAGES}.invalid`)
}

export { isTicked } from '#lib/checkbox'
