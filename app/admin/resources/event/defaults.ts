/*
| What a new event and a new ticket round start with, so staff change values
| instead of typing them. A new round's currency is the previous round's, else
| the currency of the city's country (carried by each city choice), else EUR:
| the event form picks it from these (views/form.edge).
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
