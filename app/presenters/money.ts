/*
| Money as text. One formatter per reader: pages and markdown show "€12.00"
| (or "Free") and text for a model keeps the ISO code ("12 EUR"); the agent's
| sentences format money in their language (agent_text.ts). A ticket
| round's price may be null: to be announced.
*/

const TO_BE_ANNOUNCED = 'price to be announced'

/*
| Intl.NumberFormat objects are costly to make (a calendar of 200 events made
| hundreds): one per currency, kept.
*/
const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = formats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency })
    formats.set(currency, format)
  }
  return format
}

/** "€12.00", or "Free" for nothing: prices on pages and in markdown documents. */
export function priceLabel(amount: number | null, currency: string): string {
  if (amount === null) return TO_BE_ANNOUNCED
  if (amount === 0) return 'Free'
  return currencyFormat(currency).format(amount)
}

/** "12 EUR": the amount and the ISO code, as a model reads it best. */
export function moneyWithCode(amount: number | null, currency: string): string {
  if (amount === null) return TO_BE_ANNOUNCED
  return `${amount} ${currency}`
}
