/*
| A sign-up from the site's waiting-list form (an event's page or a city's
| Halloween page): the fields checked with the people's wording in the
| page's language, then the waiting-list service (the MCP tool's own) with
| `source: site`; a new entry is confirmed by e-mail in that language.
*/
import { errors as vineErrors } from '@vinejs/vine'
import logger from '@adonisjs/core/services/logger'
import { joinHalloweenWaitlist } from '#services/catalog/waitlist_service'
import { peopleMessages, siteWaitlistValidator } from '#validators/site_forms'
import type { EventShape } from '#schemas/event'
import { DEFAULT_LOCALE, type SiteLocale } from '#lib/site_locales'
import { contactMailConfig, isSmtpConfigured, sendOverSmtp } from '#services/mail/team_mailer'
import WaitlistConfirmation from '#mails/waitlist_confirmation'

export interface SiteWaitlistFields {
  name: string
  email: string
  consent: boolean
}

export type SiteWaitlistResult =
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'closed' }
  | { kind: 'joined' | 'already'; eventId: string }

/** The first message of each field. */
function errorsByField(messages: { field: string; message: string }[]) {
  const byField: Record<string, string> = {}
  for (const { field, message } of messages) byField[field] ??= message
  return byField
}

/**
 * Sends the confirmation without holding the page: a slow or refusing SMTP
 * server is logged, and the sign-up stands (the page already says so).
 */
function confirmByMail(to: string, event: EventShape, locale: SiteLocale) {
  if (!isSmtpConfigured(contactMailConfig)) return
  const mail = new WaitlistConfirmation({ to, event, locale })
  sendOverSmtp(mail, contactMailConfig).catch((error: unknown) =>
    logger.warn({ err: error, event: event.id }, 'waiting-list confirmation not sent')
  )
}

export async function signUpFromSite(
  fields: SiteWaitlistFields,
  event: EventShape,
  locale: SiteLocale = DEFAULT_LOCALE
): Promise<SiteWaitlistResult> {
  let signup
  try {
    const data = {
      name: fields.name,
      email: fields.email,
      city: event.city_slug ?? event.city,
      consent: fields.consent ? true : undefined,
    }
    signup = await siteWaitlistValidator.validate(data, {
      messagesProvider: peopleMessages(locale),
    })
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    return { kind: 'invalid', errors: errorsByField(error.messages) }
  }
  const result = await joinHalloweenWaitlist(signup, { source: 'site', eventId: event.id })
  if (result.status === 'joined') {
    confirmByMail(signup.email, event, locale)
    return { kind: 'joined', eventId: result.event.id }
  }
  if (result.status === 'already_on_list') return { kind: 'already', eventId: result.event.id }
  return { kind: 'closed' }
}
