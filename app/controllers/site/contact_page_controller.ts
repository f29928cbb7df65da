import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { sendContactMessage } from '#services/contact/contact_service'
import { searchCities } from '#services/catalog/city_service'
import {
  contactConsentValidator,
  isTicked,
  peopleMessage,
  peopleMessages,
} from '#validators/site_forms'
import { STORED_DESPITE, contactFailureKey } from '#presenters/form_messages'
import { plainPageMeta, sitePagePath } from '#presenters/page_meta'
import { serviceConfig } from '#config/service'
import { renderPage } from '#http/site/pages'
import { siteLocaleOf, siteTextOf } from '#http/site/language'
import { emptyForm, errorsByField, textField, validated } from '#http/site/forms'
import type { SiteFormState } from '#http/site/forms'

const FIELDS = ['name', 'email', 'subject', 'city', 'message'] as const

async function renderContactPage(ctx: HttpContext, form: SiteFormState, status = 200) {
  const { cities } = await searchCities({ limit: 100 })
  ctx.response.header('Cache-Control', 'no-store')
  const { t } = siteTextOf(ctx)
  return renderPage(
    ctx,
    'contact',
    {
      form,
      cities,
      meta: plainPageMeta(t('contact.title'), t('contact.description'), sitePagePath.contact),
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
    const { t } = siteTextOf(ctx)
    if (sent) form.notice = { kind: 'success', text: t('contact.sent') }
    else if (received) form.notice = { kind: 'success', text: t('contact.received') }
    return renderContactPage(ctx, form)
  }

  async send(ctx: HttpContext) {
    const body = ctx.request.body()
    const locale = siteLocaleOf(ctx)
    const text = siteTextOf(ctx)
    const page = text.href(sitePagePath.contact)
    const values = Object.fromEntries(FIELDS.map((name) => [name, textField(body, name)]))
    const key = textField(body, 'idempotency_key') || randomUUID()
    const form: SiteFormState = { ...emptyForm({ ...values, idempotency_key: key }) }
    form.values.consent = isTicked(body.consent)

    const contact = { ...values, form_type: 'contact' }
    const consent = await validated(
      contactConsentValidator.validate(
        { consent: body.consent },
        { messagesProvider: peopleMessages(locale) }
      )
    )
    const result = await sendContactMessage(
      consent.errors ? { ...contact, dry_run: true } : contact,
      { idempotencyKey: consent.errors ? undefined : key, source: 'site' }
    )
    if (result.ok && !consent.errors) {
      return ctx.response.redirect().status(303).toPath(`${page}?sent=1`)
    }
    if (!result.ok && !consent.errors && STORED_DESPITE.includes(result.code)) {
      return ctx.response.redirect().status(303).toPath(`${page}?received=1`)
    }
    if (!result.ok && result.code !== 'validation_failed') {
      const email = serviceConfig.supportEmail
      form.notice = { kind: 'error', text: text.t(contactFailureKey(result.code), { email }) }
      if (result.code === 'idempotency_key_reused') form.values.idempotency_key = randomUUID()
      return renderContactPage(ctx, form, result.status)
    }
    const fieldErrors = !result.ok ? (result.errors ?? []) : []
    form.errors = {
      ...errorsByField(
        fieldErrors.map(({ field, rule }) => ({ field, message: peopleMessage(rule, locale) }))
      ),
      ...consent.errors,
    }
    return renderContactPage(ctx, form, 422)
  }
}
