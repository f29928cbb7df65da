/*
| The helpers every site template uses (prices, dates, labels, navigation),
| registered as the Edge global `site` at boot (start/view.ts).
*/
import { serviceConfig } from '#config/service'
import { dateTimeWithOffset } from '#presenters/dates'
import { eventTypeLabel, ticketStatusLabel } from '#presenters/labels'
import { priceLabel } from '#presenters/money'
import { linkUrl } from '#services/discovery/surfaces'
import { cityCalendarLinks, eventCalendarLinks } from '#services/calendar/calendar_links'

/** Available to every site template (and its layout component) as `site`. */
export const siteHelpers = {
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
