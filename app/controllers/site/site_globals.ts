/*
| The helpers every site template uses (prices, dates, labels, navigation),
| registered as the Edge global `site` at boot (start/view.ts).
*/
import { serviceConfig } from '#config/service'
import { eventDateTime } from '#presenters/dates'
import { eventTypeLabel, ticketStatusLabel } from '#presenters/labels'
import { priceLabel } from '#presenters/money'
import {
  cheapestAvailable,
  isSoldOut,
  ticketAction,
  waitlistOnPage,
} from '#presenters/ticket_action'
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
  ticketStatus: ticketStatusLabel,
  ticketAction,
  soldOut: isSoldOut,
  /** The cheapest round not sold out, if one has a price */
  cheapestAvailable,
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
