/*
| Renders a page of the public site with the helpers every template uses
| (prices, dates, labels, navigation) and the friendly 404 page.
*/
import type { HttpContext } from '@adonisjs/core/http'
import edge from 'edge.js'
import { serviceConfig } from '#config/service'
import { NotFoundError } from '#services/catalog/catalog_errors'
import { dateTimeWithOffset } from '#presenters/dates'
import { eventTypeLabel, ticketStatusLabel } from '#presenters/labels'
import { priceLabel } from '#presenters/money'
import { linkUrl } from '#services/discovery/surfaces'
import { cityCalendarLinks, eventCalendarLinks } from '#services/calendar/calendar_links'

/** Available to every site template (and its layout component) as `site`. */
const siteHelpers = {
  serviceName: serviceConfig.name,
  supportEmail: serviceConfig.supportEmail,
  price: priceLabel,
  dateTime: dateTimeWithOffset,
  eventType: eventTypeLabel,
  ticketStatus: ticketStatusLabel,
  cityCalendar: cityCalendarLinks,
  eventCalendar: eventCalendarLinks,
  footerLinks: [
    { label: 'llms.txt', href: linkUrl('llmsTxt') },
    { label: 'OpenAPI', href: linkUrl('openapi') },
    { label: 'Agent skill', href: linkUrl('agentSkill') },
    { label: 'Authentication', href: linkUrl('authMd') },
    { label: 'Error codes', href: linkUrl('errors') },
  ],
}

edge.global('site', siteHelpers)

/* Site templates use nothing of the request: a page made from one cached value is rendered once */
const renderedFrom = new WeakMap<object, Map<string, string>>()

type PageState = Record<string, unknown> | (() => Record<string, unknown>)

async function renderOnce(ctx: HttpContext, template: string, state: PageState, source?: object) {
  const rendered = source ? renderedFrom.get(source) : undefined
  const known = rendered?.get(template)
  if (known !== undefined) return known
  const html = await ctx.view.render(
    `site/${template}`,
    typeof state === 'function' ? state() : state
  )
  if (source) renderedFrom.set(source, (rendered ?? new Map()).set(template, html))
  return html
}

/**
 * Renders a site page. `source`: the one catalog value (from the read cache)
 * that `state` is derived from; the HTML is then made once per value (and
 * `state`, when a function, is only called to make it).
 */
export async function renderPage(
  ctx: HttpContext,
  template: string,
  state: PageState,
  status = 200,
  source?: object
) {
  const html = await renderOnce(ctx, template, state, source)
  return ctx.response.status(status).header('Content-Type', 'text/html; charset=utf-8').send(html)
}

export async function renderNotFound(ctx: HttpContext, message: string) {
  return renderPage(ctx, 'not_found', { title: 'Not found', message }, 404)
}

/** Runs a page; an unknown city, event or doc becomes the friendly 404 page with `message`. */
export async function withNotFoundPage(
  ctx: HttpContext,
  message: string,
  page: () => Promise<unknown>
) {
  try {
    return await page()
  } catch (error) {
    if (error instanceof NotFoundError) return renderNotFound(ctx, message)
    throw error
  }
}
