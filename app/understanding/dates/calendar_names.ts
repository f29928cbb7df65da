import { foldText } from '#lib/text_folding'

/*
| Month and weekday names in the nine languages the agent reads, from the
| platform's CLDR data (Intl.DateTimeFormat), folded (lower case, no
| accents): the standalone form ("lipiec", "červenec"), the form inside a
| date ("4 lipca", "4. července") and, in Polish and Czech, every case form
| students type, by rule: the stem of the form inside a date (its case
| ending removed, a mobile e dropped: piątek → piątk) with each case ending
| of the language (lipca → lipcu, července → červenci, sobota →
| sobotę/sobotu, listopada → listopadzie). A month whose two CLDR forms are
| the same ("září") does not decline. Short names ("Dec", "4 dic") are the
| date library's: read alone they clash with words ("out", "set", "sie").
*/

const DATE_LANGUAGES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'pl', 'cs', 'pt'] as const

/** Case endings, folded; the longest that leaves three letters is a form's ending. */
const CASE_ENDINGS: Record<string, string[]> = {
  pl: ['ego', 'iem', 'ach', 'zie', 'ym', 'em', 'ie', 'a', 'u', 'e', 'y', 'i'],
  cs: ['ech', 'ich', 'em', 'ou', 'a', 'u', 'e', 'i', 'y'],
}

/** A reference year's days: 2024-01-01 is a Monday, so day `n` of it has ISO weekday n. */
const day = (month: number, dayOfMonth: number) =>
  new Date(Date.UTC(2024, month - 1, dayOfMonth, 12))

const format = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })

function partOf(formatter: Intl.DateTimeFormat, date: Date, type: 'month' | 'weekday') {
  return foldText(formatter.formatToParts(date).find((part) => part.type === type)!.value)
}

function stemsOf(form: string, endings: string[]): string[] {
  const ending = endings.find((end) => form.endsWith(end) && form.length - end.length >= 3)
  const stem = ending ? form.slice(0, -ending.length) : form
  /* a mobile e: piątek → piątku, czwartek → czwartku, pátek → pátku */
  const mobile = /e([kc])$/.exec(stem) ? stem.replace(/e([kc])$/, '$1') : null
  return mobile ? [stem, mobile] : [stem]
}

/** The forms and, in Polish and Czech, every case form of `declining`, by the stem-and-ending rule. */
function declined(forms: string[], declining: string, language: string): string[] {
  const endings = CASE_ENDINGS[language]
  if (!endings) return forms
  const stems = stemsOf(declining, endings)
  return [...forms, ...stems.flatMap((stem) => endings.map((end) => stem + end))]
}

function monthForms(language: string, month: number): string[] {
  const date = day(month, 15)
  const standalone = foldText(format(language, { month: 'long' }).format(date))
  const inDate = partOf(format(language, { day: 'numeric', month: 'long' }), date, 'month')
  return standalone === inDate ? [standalone] : declined([standalone, inDate], inDate, language)
}

function weekdayForms(language: string, weekday: number): string[] {
  const date = day(1, weekday)
  const standalone = foldText(format(language, { weekday: 'long' }).format(date))
  const inDate = partOf(format(language, { weekday: 'long', day: 'numeric' }), date, 'weekday')
  return declined([...new Set([standalone, inDate])], inDate, language)
}

/** Folded name → number; a name that means two different numbers is left out. */
function table(entries: [string, number][]): Map<string, number> {
  const names = new Map<string, number>()
  const clashes = new Set<string>()
  for (const [name, value] of entries) {
    if (names.has(name) && names.get(name) !== value) clashes.add(name)
    names.set(name, value)
  }
  for (const name of clashes) names.delete(name)
  return names
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1)
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => index + 1)

/** Month names and their case forms (folded) → month 1–12. */
export const MONTH_NAMES = table(
  DATE_LANGUAGES.flatMap((language) =>
    MONTHS.flatMap((month) =>
      monthForms(language, month).map((name): [string, number] => [name, month])
    )
  )
)
/** Weekday names of these languages and their case forms (folded) → ISO weekday 1–7. */
export function weekdayNamesOf(languages: readonly string[]): Map<string, number> {
  return table(
    languages.flatMap((language) =>
      WEEKDAYS.flatMap((weekday) =>
        weekdayForms(language, weekday).map((name): [string, number] => [name, weekday])
      )
    )
  )
}

/** The names as a regex alternation, longest first (so "lipcu" is not read as "lipc"). */
export function alternation(names: Iterable<string>): string {
  return [...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')
}
