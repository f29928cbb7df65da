/* Where a search hit and a kind's "all matches" link lead in the admin panel. */
import router from '@adonisjs/core/services/router'
import type { AdminSearchKind as SearchKind } from '#schemas/enums'

type Id = string | number

const HIT_LINKS: Record<SearchKind, (id: Id) => string> = {
  event: (id) => router.makeUrl('admin.events.edit', { id }),
  city: (id) => router.makeUrl('admin.cities.edit', { id }),
  guide_entry: (id) => router.makeUrl('admin.cities.edit', { id }),
  partner: (id) => router.makeUrl('admin.partners.edit', { id }),
  pricing_item: (id) => router.makeUrl('admin.pricing.edit', { id }),
  doc: (id) => router.makeUrl('admin.docs.edit', { id }),
  media: (id) => router.makeUrl('admin.media.edit', { id }),
  waitlist_entry: (id) =>
    `${router.makeUrl('admin.waitlists.index')}?filter=${encodeURIComponent(id)}`,
  contact_message: (id) => router.makeUrl('admin.messages.show', { id }),
  staff: (id) => `${router.makeUrl('admin.staff.index')}#staff-${id}`,
}

/** The lists whose own search takes the same words (guide entries live in city forms). */
const LIST_ROUTES: Partial<Record<SearchKind, string>> = {
  event: 'admin.events.index',
  city: 'admin.cities.index',
  partner: 'admin.partners.index',
  pricing_item: 'admin.pricing.index',
  doc: 'admin.docs.index',
  media: 'admin.media.index',
  waitlist_entry: 'admin.waitlists.index',
  contact_message: 'admin.messages.index',
}

export const searchHitHref = (kind: SearchKind, hit: { id: Id }) => HIT_LINKS[kind](hit.id)

/** The kind's list searched for the same text, when it has one. */
export function searchListHref(kind: SearchKind, text: string): string | null {
  const name = LIST_ROUTES[kind]
  return name ? `${router.makeUrl(name)}?q=${encodeURIComponent(text)}` : null
}
