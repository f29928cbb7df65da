/*
| Staff content made of the XSS corpus, stored directly (as a row written
| before today's rules, or by any other writer, would be): a doc whose
| markdown holds every entry, and a city, events and a partner whose text
| fields hold the markup entries. Shared by the functional and browser tests.
*/
import { readdirSync } from 'node:fs'
import { DateTime } from 'luxon'
import Doc from '#models/doc'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import TicketOption from '#models/ticket_option'
import CityUniversity from '#models/city_university'
import CityPlace from '#models/city_place'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { uniqueName } from '#database/factories/unique_name'
import { xssCorpus } from '#tests/helpers/xss'

/** The panel's own scripts: every file in public/admin-assets/ ending in .js, as the layout serves it. */
export const ADMIN_SCRIPTS = readdirSync(new URL('../../public/admin-assets/', import.meta.url))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `/admin-assets/${file}`)

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
    slug: uniqueName('hostile-doc'),
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
  const city = await CityFactory.merge({
    name: `Hostile ${uniqueName('city')}`,
    summary: all,
    about: all,
    festivalName: markup[1],
    halloweenUrl: '/halloween/hostile',
  }).create()
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
    const event = await EventFactory.merge({
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
    }).create()
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
    slug: uniqueName('hostile-partner'),
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
