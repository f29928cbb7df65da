/*
| What a new event and a new ticket round start with, so staff change values
| instead of typing them. A new round's currency is the previous round's, else
| the currency of the city's country (carried by each city choice), else EUR:
| the event form picks it from these (views/form.edge). A new event's id,
| page and buy link are proposed from its name, city and start year; the
| import fills empty cells with the same proposals, and the form's script
| (public/admin-assets/event_form.js, which cannot import this file) writes
| the same rule for the browser.
*/
import City from '#models/city'
import { currencyOfCountry } from '#lib/country_currency'

const FALLBACK_CURRENCY = 'EUR'

/** The cities an event can be in, with the zone and currency a new event there takes. */
export async function eventCityChoices() {
  const cities = await City.query().select('id', 'name', 'country_code', 'timezone').orderBy('name')
  return cities.map((city) => ({
    id: city.id,
    name: city.name,
    countryCode: city.countryCode,
    timezone: city.timezone,
    currency: currencyOfCountry(city.countryCode) ?? FALLBACK_CURRENCY,
  }))
}

/** The values of a new event's form: a draft, coming soon, one round in the default currency. */
export function newEventValues() {
  return {
    ticket_status: 'coming_soon',
    publication: 'draft',
    ticket_options: [{ name: 'Early bird', price: null, currency: FALLBACK_CURRENCY }],
  }
}

const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')

/** The id proposed for a new event: "prague-welcome-party-2031" (the city first, the year last). */
export function proposedEventId(name: string, cityName: string, startAt: string): string {
  if (!name.trim()) return ''
  const year = startAt.slice(0, 4)
  const parts = [name]
  if (cityName && !slugOf(name).includes(slugOf(cityName))) parts.unshift(cityName)
  if (/^\d{4}$/.test(year) && !/\b\d{4}\b/.test(name)) parts.push(year)
  return slugOf(parts.join(' '))
}

/** The event page and buy link proposed for a new event with this id. */
export const proposedEventLinks = (id: string) => ({
  url: `/events/${id}`,
  buy_url: `/events/${id}#tickets`,
})
