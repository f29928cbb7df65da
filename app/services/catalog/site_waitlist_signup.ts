/*
| A sign-up from the site's waiting-list form (an event's page or a city's
| Halloween page): the fields checked with the people's wording, then the
| waiting-list service (the MCP tool's own) with `source: site`.
*/
import { errors as vineErrors } from '@vinejs/vine'
import { joinHalloweenWaitlist } from '#services/catalog/waitlist_service'
import { siteWaitlistValidator } from '#validators/site_forms'
import type { EventShape } from '#schemas/event'

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

export async function signUpFromSite(
  fields: SiteWaitlistFields,
  event: EventShape
): Promise<SiteWaitlistResult> {
  let signup
  try {
    signup = await siteWaitlistValidator.validate({
      name: fields.name,
      email: fields.email,
      city: event.city_slug ?? event.city,
      consent: fields.consent ? true : undefined,
    })
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    return { kind: 'invalid', errors: errorsByField(error.messages) }
  }
  const result = await joinHalloweenWaitlist(signup, { source: 'site', eventId: event.id })
  if (result.status === 'joined') return { kind: 'joined', eventId: result.event.id }
  if (result.status === 'already_on_list') return { kind: 'already', eventId: result.event.id }
  return { kind: 'closed' }
}
