import { LANGUAGES } from '#schemas/enums'

/** The languages the service reads (and, later, answers) in: declared once, with the contract's enums. */
export { LANGUAGES }
export type Language = (typeof LANGUAGES)[number]

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}
