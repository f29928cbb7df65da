import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { sendContactMessage } from '#services/contact/contact_service'
import { searchCities } from '#services/catalog/city_service'
import { contactConsentValidator, isTicked, peopleMessage } from '#validators/site_forms'
import {
  CONTACT_RECEIVED,
  CONTACT_SENT,
  STORED_DESPITE,
  contactFailureText,
} from '#presenters/form_messages'
import { SITE_PAGE_SUMMARIES, plainPageMeta, sitePagePath } from '#presenters/page_meta'
import { renderPage } from '#http/site/pages'
import { emptyForm, errorsByField, textField, validated } from '#http/site/forms'
import type { SiteFormState } from '#http/site/forms'

const FIELDS = ['name', 'email', 'subject', 'city', 'message'] as const

async function renderContactPage(ctx: HttpContext, form: SiteFormState, status = 200) {
  const { cities } = await searchCities({ limit: 100 })
  ctx.response.header('Cache-Control', 'no-store')
  return renderPage(
    ctx,
    'contact',
    {
      form,
      cities,
      meta: plainPageMeta('Contact the team', SITE_PAGE_SUMMARIES.contact, sitePagePath.contact),
    },
    status
  )
}

/**
 * /contact: a form for people, sent through the contact service (the
 * pipeline of POST /api/contact: validation, storage, e-mail, idempotency;
 * the origin check and rate limit are the route's middleware). Each page
 * carries a fresh idempotency key, so sending the same form twice (a double
 * click, a reload) sends one e-mail.
 */
export default class ContactPageController {
  async show(ctx: HttpContext) {
    const form = emptyForm({ idempotency_key: randomUUID() })
    const { sent, received } = ctx.request.qs()
    if (sent) form.notice = { kind: 'success', text: CONTACT_SENT }
    else if (received) form.notice = { kind: 'success', text: CONTACT_RECEIVED }
    return renderContactPage(ctx, form)
  }

  async send(ctx: HttpContext) {
    const body = ctx.request.body()
    const values = Object.fromEntries(FIELDS.map((name) => [name, textField(body, name)]))
    const key = textField(body, 'idempotency_key') || randomUUID()
    const form: SiteFormState = { ...emptyForm({ ...values, idempotency_key: key }) }
    form.values.consent = isTicked(body.consent)

    const contact = { ...values, form_type: 'contact' }
    const consent = await validated(contactConsentValidator.validate({ consent: body.consent }))
    const result = await sendContactMessage(
      consent.errors ? { ...contact, dry_run: true } : contact,
      { idempotencyKey: consent.errors ? undefined : key, source: 'site' }
    )
    if (result.ok && !consent.errors) {
      return ctx.response.redirect().status(303).toPath(`${sitePagePath.contact}?sent=1`)
    }
    if (!result.ok && !consent.errors && STORED_DESPITE.includes(result.code)) {
      return ctx.response.redirect().status(303).toPath(`${sitePagePath.contact}?received=1`)
    }
    if (!result.ok && result.code !== 'validation_failed') {
      form.notice = { kind: 'error', text: contactFailureText(result.code) }
      if (result.code === 'idempotency_key_reused') form.values.idempotency_key = randomUUID()
      return renderContactPage(ctx, form, result.status)
    }
    const fieldErrors = !result.ok ? (result.errors ?? []) : []
    form.errors = {
      ...errorsByField(
        fieldErrors.map(({ field, rule, message }) => ({
          field,
          message: peopleMessage(rule, message),
        }))
      ),
      ...consent.errors,
    }
    return renderContactPage(ctx, form, 422)
  }
}
