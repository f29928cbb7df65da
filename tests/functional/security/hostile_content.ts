/*
| Staff content made of the XSS corpus, stored directly (as a row written
| before today's rules, or by any other writer, would be): a doc whose
| markdown holds every entry, and a city, events and a partner whose text
| fields hold the markup entries. Shared by the functional and browser tests.
*/
import { DateTime } from 'luxon'
import Doc from '#models/doc'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import TicketOption from '#models/ticket_option'
import CityUniversity from '#models/city_university'
import CityPlace from '#models/city_place'
import { createCity, createEvent, unique } from '#tests/functional/admin/admin_fixtures'
import { xssCorpus } from '#tests/helpers/xss'

export const ADMIN_SCRIPTS = [
  '/admin-assets/admin.js',
  '/admin-assets/forms.js',
  '/admin-assets/event_form.js',
]

/** Every corpus entry as a markdown link, image, autolink and plain text. */
function hostileMarkdown(): string {
  return xssCorpus()
    .map(({ name, payload }) =>
      [`## ${name}`, `[link](${payload}) ![image](${payload}) <${payload}>`, payload].join('\n\n')
    )
    .join('\n\n')
}

export function createHostileDoc() {
  const [first] = xssCorpus('markup')
  return Doc.create({
    slug: unique('hostile-doc'),
    kind: 'blog',
    title: `Doc ${first.payload}`,
    summary: xssCorpus('markup')
      .map((entry) => entry.payload)
      .join(' '),
    body: hostileMarkdown(),
    cityId: null,
    publication: 'published',
  })
}

/** A city, one upcoming Halloween event per markup entry and a partner, all holding markup. */
export async function createHostileCatalog() {
  const markup = xssCorpus('markup').map((entry) => entry.payload)
  const all = markup.join('\n')
  const city = await createCity({
    name: `Hostile ${unique('city')}`,
    summary: all,
    about: all,
    festivalName: markup[1],
    halloweenUrl: '/halloween/hostile',
  })
  await CityUniversity.create({ cityId: city.id, name: markup[2], url: '/docs', position: 0 })
  await CityPlace.create({
    cityId: city.id,
    name: markup[3],
    category: 'food',
    description: all,
    url: 'https://example.org/place',
    position: 0,
  })
  const events = []
  for (const [index, payload] of markup.entries()) {
    const event = await createEvent({
      cityId: city.id,
      cityName: city.name,
      name: payload,
      venueName: payload,
      venueAddress: payload,
      entryRule: payload,
      ticketNote: payload,
      ticketStatus: 'on_sale',
      earlyAccessDescription: payload,
      earlyAccessUrl: 'https://example.org/early',
      whatsappGroup: 'https://chat.example.org/group',
      startAt: DateTime.now().plus({ days: 10 + index }),
    })
    await TicketOption.create({
      eventId: event.id,
      name: payload,
      price: 10,
      currency: 'EUR',
      position: 0,
    })
    events.push(event)
  }
  const partner = await Partner.create({
    slug: unique('hostile-partner'),
    name: markup[4],
    category: 'food',
    kind: 'discount_code',
    description: all,
    deal: markup[5],
    code: markup[6],
    position: 0,
  })
  await PartnerLink.create({
    partnerId: partner.id,
    label: markup[7],
    url: 'https://example.org/deal',
    position: 0,
  })
  return { city, events, partner, markup }
}
