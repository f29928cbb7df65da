/* What the event page shows: the public page and its staff preview (admin/preview_controller). */
import { listCityNames } from '#services/catalog/city_service'
import type { EventShape } from '#schemas/event'
import { eventMeta } from '#presenters/page_meta'
import { emptyForm, type SiteFormState } from '#http/site/forms'
import { siteText } from '#presenters/site_text'

export async function countryOf(event: EventShape) {
  const cities = await listCityNames()
  return cities.find((city) => city.slug === event.city_slug)?.countryCode ?? null
}

/** What the event page template shows (also its staff preview). */
export function eventPageState(
  event: EventShape,
  countryCode: string | null,
  form?: SiteFormState,
  text = siteText()
) {
  return {
    title: event.name,
    event,
    waitlist: form ?? emptyForm(),
    meta: eventMeta(event, countryCode, text),
  }
}
