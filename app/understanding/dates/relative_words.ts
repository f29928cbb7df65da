/*
| The relative date words the agent reads itself, folded (lower case, no
| accents), in English, German, Dutch, Spanish, French, Italian, Polish,
| Czech and Portuguese: spans the date library reads as single instants
| ("next 2 weeks", "this weekend", "this year"). A word that inflects is
| given as its stem and the endings it takes ("przyszł" + y/ym/ej/a/ego),
| so every case form students type is read without a list of forms.
| Month, weekday and holiday names are in calendar_names.ts and holidays.ts.
*/

const alternatives = (words: string) =>
  words
    .trim()
    .split(/\s*\|\s*/)
    .join('|')

/** Adjective endings: Polish and Czech cases, German and Romance agreement. */
const ADJ = '(?:e|en|er|es|em|a|o|i|y|os|as|es|ym|im|ej|ich|ych|ego|iho|imu|emu|ie)?'

export const THIS = alternatives(
  'this | the | dies(?:e|em|er|es)? | dit | deze | este | esta | ce | cette | cet | questo | questa | quest | ten | tym | w tym | ta | te | tent(?:o|u)? | tuto | tomto | tomhle | tenhle | neste | nesta | o | le | el | la'
)
export const NEXT = alternatives(
  `next | coming | upcoming | nachst${ADJ} | naechst${ADJ} | kommend${ADJ} | volgend${ADJ} | komend${ADJ} | proxim${ADJ} | siguiente | prochain${ADJ}s? | suivant${ADJ}s? | prossim${ADJ} | successiv${ADJ} | przyszl${ADJ} | nastepn${ADJ} | najblizsz${ADJ} | prist${ADJ} | nasledujic${ADJ} | dals${ADJ} | kolejn${ADJ} | seguinte`
)
export const LAST = alternatives(
  `last | past | previous | letzt${ADJ} | vorig${ADJ} | vergangen${ADJ} | afgelopen | pasad${ADJ} | ultim${ADJ} | dernier${ADJ}s? | precedent${ADJ}s? | scors${ADJ} | passat${ADJ} | ostatni${ADJ} | zeszl${ADJ} | ubieg${ADJ}l${ADJ} | minul${ADJ} | passad${ADJ}`
)
/** Next/last written after the unit: "le mois prochain", "el mes que viene", "o mês que vem". */
export const NEXT_AFTER = alternatives(`que viene | que vem | ${NEXT}`)

export const TONIGHT = alternatives(
  'tonight | tonite | this evening | heute abend | heute nacht | vanavond | vannacht | esta noche | hoy por la noche | ce soir | cette nuit | stasera | stanotte | questa sera | dzis wieczorem | dzisiaj wieczorem | dzis w nocy | dnes vecer | dneska vecer | dnes v noci | hoje a noite | esta noite'
)
export const TODAY = alternatives(
  "today | heute | vandaag | hoy | aujourd'hui | aujourd hui | oggi | dzis | dzisiaj | dnes | dneska | hoje"
)
export const TOMORROW = alternatives(
  'tomorrow | morgen | manana | demain | domani | jutro | zitra | amanha'
)
export const AFTER_TOMORROW = alternatives(
  'day after tomorrow | ubermorgen | overmorgen | pasado manana | apres-demain | apres demain | dopodomani | pojutrze | pozitri | depois de amanha'
)

export const WEEKEND = alternatives(
  'weekend | week-end | week end | wochenende | fin de semana | finde | fine settimana | weekend\\w* | vikend\\w* | fim de semana | fim-de-semana'
)
export const WEEK = alternatives(
  'week | woche | semana | semaine | settimana | tydzien | tygodni\\w* | tyden | tydn\\w* | weken'
)
export const MONTH = alternatives(
  'month | monat\\w* | maand | mes | mois | mese | miesiac\\w* | mesic\\w*'
)
export const YEAR = alternatives('year | jahr\\w* | jaar | ano | annee | anno | rok | roku | roce')
/** Words that mean "this year" on their own: Czech, Polish, and Italian's elided "quest'anno" */
export const THIS_YEAR_WORDS = alternatives("letos\\w* | tegoroczn\\w* | w tym roku | quest'anno")

/** A count of days, weeks or months in "the next 2 weeks", "die nächsten zwei Wochen". */
export const SPAN_UNITS: Record<string, 'days' | 'weeks' | 'months'> = {
  day: 'days',
  days: 'days',
  tage: 'days',
  tagen: 'days',
  dagen: 'days',
  dias: 'days',
  jours: 'days',
  giorni: 'days',
  dni: 'days',
  dnu: 'days',
  dny: 'days',
  dnech: 'days',
  dniach: 'days',
  week: 'weeks',
  weeks: 'weeks',
  wochen: 'weeks',
  weken: 'weeks',
  semanas: 'weeks',
  semaines: 'weeks',
  settimane: 'weeks',
  tygodnie: 'weeks',
  tygodni: 'weeks',
  tydny: 'weeks',
  tydnu: 'weeks',
  tydnech: 'weeks',
  tygodniach: 'weeks',
  month: 'months',
  months: 'months',
  monate: 'months',
  monaten: 'months',
  maanden: 'months',
  meses: 'months',
  mois: 'months',
  mesi: 'months',
  miesiace: 'months',
  miesiecy: 'months',
  mesice: 'months',
  mesicu: 'months',
  mesicich: 'months',
  miesiacach: 'months',
}

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  two: 2,
  three: 3,
  four: 4,
  couple: 2,
  few: 3,
  ein: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  een: 1,
  twee: 2,
  drie: 3,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  due: 2,
  tre: 3,
  quattro: 4,
  jeden: 1,
  dwa: 2,
  dwoch: 2,
  trzy: 3,
  trzech: 3,
  cztery: 4,
  dva: 2,
  dvou: 2,
  tri: 3,
  trech: 3,
  ctyri: 4,
  um: 1,
  dois: 2,
  duas: 2,
}
