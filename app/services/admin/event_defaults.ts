/*
| What a new event and a new ticket round start with, so staff change values
| instead of typing them: a round's currency is the previous round's, else the
| one of the city's country, else EUR.
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

type CityChoice = Awaited<ReturnType<typeof eventCityChoices>>[number]

/** The currency of the next ticket round added to an event's form. */
export function nextRoundCurrency(
  rounds: { currency?: string | null }[] | undefined,
  cityId: unknown,
  cities: CityChoice[]
): string {
  const previous = rounds?.findLast((round) => round.currency)?.currency
  if (previous) return previous
  const city = cities.find((choice) => String(choice.id) === String(cityId ?? ''))
  return city?.currency ?? FALLBACK_CURRENCY
}

/** The values of a new event's form: a draft, coming soon, one round in the default currency. */
export function newEventValues() {
  return {
    ticket_status: 'coming_soon',
    publication: 'draft',
    ticket_options: [{ name: 'Early bird', price: null, currency: FALLBACK_CURRENCY }],
  }
}
