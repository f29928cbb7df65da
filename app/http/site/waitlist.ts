/*
| The waiting-list form of the site, wherever it stands (an event's page,
| a city's Halloween page): its body read, the sign-up made by the core
| (signUpFromSite), the outcome as form state. Each page renders it itself.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { signUpFromSite } from '#services/catalog/site_waitlist_signup'
import type { EventShape } from '#schemas/event'
import { WAITLIST_NOTICES, type WaitlistNotice } from '#presenters/form_messages'
import { isTicked } from '#lib/checkbox'
import { emptyForm, textField, type SiteFormState } from '#http/site/forms'
import { siteLocaleOf, siteTextOf } from '#http/site/language'
import type { SiteText } from '#presenters/site_text'

export type WaitlistSignup =
  | { kind: 'invalid'; form: SiteFormState }
  | { kind: 'closed'; form: SiteFormState }
  | { kind: 'done'; outcome: WaitlistNotice; eventId: string }

/** A form showing only an outcome ("You are on the waiting list", "closed"). */
function waitlistNoticeForm(notice: WaitlistNotice, { t }: SiteText): SiteFormState {
  const { kind, key } = WAITLIST_NOTICES[notice]
  return { ...emptyForm(), notice: { kind, text: t(key) } }
}

/** The outcome named by a redirect's `?waitlist=`, if any. */
export function waitlistOutcome(ctx: HttpContext): SiteFormState | undefined {
  const outcome = String(ctx.request.qs().waitlist ?? '')
  return outcome in WAITLIST_NOTICES
    ? waitlistNoticeForm(outcome as WaitlistNotice, siteTextOf(ctx))
    : undefined
}

/** The status of a page showing a form: 409 for a closed list, 422 for mistakes. */
export function waitlistFormStatus(form?: SiteFormState): number {
  if (form?.notice?.kind === 'error') return 409
  return Object.keys(form?.errors ?? {}).length ? 422 : 200
}

export async function signUpFromForm(ctx: HttpContext, event: EventShape): Promise<WaitlistSignup> {
  const body = ctx.request.body()
  const values = { name: textField(body, 'name'), email: textField(body, 'email') }
  const consent = isTicked(body.consent)
  const result = await signUpFromSite({ ...values, consent }, event, siteLocaleOf(ctx))
  if (result.kind === 'invalid') {
    return {
      kind: 'invalid',
      form: { ...emptyForm({ ...values, consent }), errors: result.errors },
    }
  }
  if (result.kind === 'closed') {
    return { kind: 'closed', form: waitlistNoticeForm('closed', siteTextOf(ctx)) }
  }
  return { kind: 'done', outcome: result.kind, eventId: result.eventId }
}
