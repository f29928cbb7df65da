/*
| Money as text. One formatter per reader: pages and markdown show "€12.00"
| (or "Free"), sentences say "€12" or "€12.50", and text for a model keeps the
| ISO code ("12 EUR"). A ticket round's price may be null: to be announced.
*/

const TO_BE_ANNOUNCED = 'price to be announced'

/*
| Intl.NumberFormat objects are costly to make (a calendar of 200 events made
| hundreds): one per currency and style, kept.
*/
const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string, wholeUnits = false): Intl.NumberFormat {
  const key = `${currency}:${wholeUnits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      ...(wholeUnits ? { minimumFractionDigits: 0 } : {}),
    })
    formats.set(key, format)
  }
  return format
}

/** "€12.00", or "Free" for nothing: prices on pages and in markdown documents. */
export function priceLabel(amount: number | null, currency: string): string {
  if (amount === null) return TO_BE_ANNOUNCED
  if (amount === 0) return 'Free'
  return currencyFormat(currency).format(amount)
}

/** "€12" or "€12.50": money inside a sentence. */
export function moneyInSentence(amount: number | null, currency: string): string {
  if (amount === null) return TO_BE_ANNOUNCED
  return currencyFormat(currency, Number.isInteger(amount)).format(amount)
}

/** "12 EUR": the amount and the ISO code, as a model reads it best. */
export function moneyWithCode(amount: number | null, currency: string): string {
  if (amount === null) return TO_BE_ANNOUNCED
  return `${amount} ${currency}`
}
