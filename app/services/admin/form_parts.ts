/* Pieces the resource declarations' forms share. */

/** What a currency field suggests (a datalist; any three-letter code is accepted). */
export const CURRENCY_SUGGESTIONS = [
  'EUR',
  'GBP',
  'USD',
  'CHF',
  'PLN',
  'CZK',
  'SEK',
  'DKK',
  'NOK',
  'HUF',
]
