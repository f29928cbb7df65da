/*
| What the <head> of a site page says about it: <title>, meta description,
| canonical URL, Open Graph tags and, for event and city pages, schema.org
| JSON-LD (already serialized for a <script> element). Built from the same
| shapes the page shows, once per rendered page.
*/
import { absoluteUrl } from '#lib/urls'
import { jsonForScriptElement } from '#lib/json_in_html'
import type { CityGuideShape } from '#schemas/city'
import type { EventShape } from '#schemas/event'
import { eventListStructuredData, eventStructuredData } from '#presenters/structured_data'
import {
  SITE_PAGE_SUMMARIES,
  eventSummary,
  festivalSummary,
  halloweenSummary,
} from '#presenters/page_texts'
import { siteText } from '#presenters/site_text'

export interface PageMeta {
  /** the page's own title; the layout appends the service's name ('' on the home page) */
  title: string
  description: string
  /** absolute; null for pages that are not to be indexed (errors) */
  canonical: string | null
  image: string | null
  /** the picture's alt text (`og:image:alt`), or null */
  imageAlt: string | null
  /** Open Graph type */
  type: 'website' | 'article'
  /** JSON text safe inside <script type="application/ld+json">, or null */
  jsonLd: string | null
  noindex: boolean
}

function meta(fields: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description'>): PageMeta {
  return {
    canonical: null,
    image: null,
    imageAlt: null,
    type: 'website',
    jsonLd: null,
    noindex: false,
    ...fields,
  }
}

export const sitePagePath = {
  event: (id: string) => `/events/${id}`,
  contact: '/contact',
}

export function homeMeta(summary: string): PageMeta {
  return meta({ title: '', description: summary, canonical: absoluteUrl('/') })
}

export function eventMeta(
  event: EventShape,
  countryCode: string | null,
  text = siteText()
): PageMeta {
  return meta({
    title: event.name,
    description: eventSummary(event, text),
    canonical: absoluteUrl(sitePagePath.event(event.id)),
    image: event.image,
    imageAlt: event.image_alt,
    jsonLd: jsonForScriptElement(eventStructuredData(event, { countryCode })),
  })
}

/** A city page (guide, festival or Halloween) and the events it lists. */
function cityPageMeta(
  guide: CityGuideShape,
  page: { title: string; description: string; url: string; listName: string },
  events: EventShape[]
): PageMeta {
  const context = { countryCode: guide.country_code }
  return meta({
    title: page.title,
    description: page.description,
    canonical: page.url,
    image: guide.image,
    imageAlt: guide.image_alt,
    jsonLd: jsonForScriptElement(eventListStructuredData(page.listName, page.url, events, context)),
  })
}

export function cityGuideMeta(guide: CityGuideShape, { t } = siteText()): PageMeta {
  const page = {
    title: t('city.title', { city: guide.name }),
    description: guide.summary,
    url: guide.city_guide_url,
    listName: t('city.upcoming.list', { city: guide.name }),
  }
  return cityPageMeta(guide, page, guide.upcoming_events)
}

export function festivalMeta(
  guide: CityGuideShape,
  events: EventShape[],
  text = siteText()
): PageMeta {
  const page = {
    title: guide.festival_name,
    description: festivalSummary(guide, text),
    url: guide.festival_url,
    listName: guide.festival_name,
  }
  return cityPageMeta(guide, page, events)
}

export function halloweenMeta(
  guide: CityGuideShape,
  events: EventShape[],
  text = siteText()
): PageMeta {
  const title = text.t('halloween.title', { city: guide.name })
  const page = {
    title,
    description: halloweenSummary(guide, text),
    url: guide.halloween_url ?? guide.city_guide_url,
    listName: title,
  }
  return cityPageMeta(guide, page, events)
}

/** The events page: its filters in the title, its events as an ItemList. */
export function eventsPageMeta(
  title: string,
  path: string,
  events: EventShape[],
  { t } = siteText()
): PageMeta {
  const url = absoluteUrl(path)
  return meta({
    title,
    description: t(events.length ? 'events.description' : 'events.description.none', { title }),
    canonical: url,
    jsonLd: jsonForScriptElement(
      eventListStructuredData(title, url, events, { countryCode: null })
    ),
  })
}

export function plainPageMeta(
  title: string,
  description: string,
  path: string,
  type: PageMeta['type'] = 'website'
): PageMeta {
  return meta({ title, description, canonical: absoluteUrl(path), type })
}

export function errorPageMeta(title: string, message: string): PageMeta {
  return meta({ title, description: message, noindex: true })
}

export { SITE_PAGE_SUMMARIES }
