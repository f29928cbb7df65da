/*
| The currency students pay in, by ISO 3166 country code: the default of a
| new ticket round in a city of that country.
*/
const EURO_COUNTRIES = new Set(
  'AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK ME XK AD MC SM VA'.split(' ')
)

const OTHER_CURRENCIES = new Map(
  [
    'GB GBP',
    'CH CHF',
    'LI CHF',
    'PL PLN',
    'CZ CZK',
    'SE SEK',
    'DK DKK',
    'NO NOK',
    'HU HUF',
    'RO RON',
    'IS ISK',
    'RS RSD',
    'TR TRY',
    'UA UAH',
    'US USD',
    'CA CAD',
    'AU AUD',
    'NZ NZD',
    'JP JPY',
  ].map((pair) => pair.split(' ') as [string, string])
)

/** The country's currency, or null when we do not know it. */
export function currencyOfCountry(countryCode: string | null | undefined): string | null {
  const code = countryCode?.toUpperCase() ?? ''
  if (EURO_COUNTRIES.has(code)) return 'EUR'
  return OTHER_CURRENCIES.get(code) ?? null
}
