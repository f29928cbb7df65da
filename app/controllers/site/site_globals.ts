/*
| The helpers every site template uses (prices, dates, labels, navigation),
| registered as the Edge global `site` at boot (start/view.ts).
*/
import { serviceConfig } from '#config/service'
import { eventDateTime } from '#presenters/dates'
import { eventTypeLabel } from '#presenters/labels'
import { priceLabel } from '#presenters/money'
import { ticketAction, waitlistOnPage } from '#presenters/ticket_action'
import { ticketWording } from '#presenters/ticket_wording'
import { siteMessage } from '#presenters/site_messages'
import { paragraphsOf } from '#lib/plain_text'
import { cityCalendarLinks, eventCalendarLinks } from '#services/calendar/calendar_links'
import { imageSrcset, imageVariantUrl } from '#lib/image_files'

/** Available to every site template (and its layout component) as `site`. */
export const siteHelpers = {
  serviceName: serviceConfig.name,
  supportEmail: serviceConfig.supportEmail,
  price: priceLabel,
  /** "Sat 31 Oct 2026, 21:00 Berlin time" */
  eventTime: eventDateTime,
  eventType: eventTypeLabel,
  ticketAction,
  /** The tickets in plain words: a card's line, the page's badge */
  ticketWording,
  /** The site's sentences (app/presenters/site_messages.ts) */
  message: siteMessage,
  waitlistOnPage,
  paragraphs: paragraphsOf,
  cityCalendar: cityCalendarLinks,
  eventCalendar: eventCalendarLinks,
  imageVariant: imageVariantUrl,
  imageSrcset,
  /** Student words only: everything for developers is on one page */
  footerLinks: [
    { label: 'All events', href: '/events' },
    { label: 'Student deals', href: '/deals' },
    { label: 'Guides and FAQ', href: '/docs' },
    { label: 'Contact', href: '/contact' },
    { label: 'For developers', href: '/developers' },
  ],
}
