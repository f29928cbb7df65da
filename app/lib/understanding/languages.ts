/** The languages the service reads (and, later, answers) in. */
export const LANGUAGES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'pl', 'cs', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}
