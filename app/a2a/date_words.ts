/*
| The date words the agent reads itself, folded (lower case, no accents), in
| English, German, Dutch, Spanish, French, Italian, Polish, Czech and
| Portuguese: spans chrono-node reads as single instants ("next 2 weeks",
| "this weekend", "this year"), and the Polish and Czech weekday and month
| names chrono-node has no locale for. Everything else (weekday names,
| "the 4th of December", "am 4. Dezember", "el 4 de diciembre") is
| chrono-node's.
*/

const alternatives = (words: string) =>
  words
    .trim()
    .split(/\s*\|\s*/)
    .join('|')

export const THIS = alternatives(
  'this | the | dieses | diesem | diese | dieser | dit | deze | este | esta | ce | cette | cet | questo | questa | quest | ten | tym | w tym | tento | tento | tuto | tomto | neste | nesta | o | le | el | la'
)
export const NEXT = alternatives(
  'next | coming | upcoming | nachste | nachstes | nachsten | naechste | naechstes | naechsten | kommende | kommendes | kommenden | volgende | volgend | komende | proximo | proxima | proximos | proximas | prochain | prochaine | prochains | prochaines | prossimo | prossima | prossimi | prossime | przyszly | przyszlym | przyszla | przyszlej | nastepny | nastepnym | nastepne | najblizsze | najblizszy | najblizszych | pristi | pristim | pristich | nasledujici'
)
export const LAST = alternatives(
  'last | past | previous | letzte | letzten | letztes | vorige | vorigen | afgelopen | vorige | pasado | pasada | pasados | ultimo | ultima | ultimos | dernier | derniere | derniers | scorso | scorsa | scorsi | ostatni | ostatnim | ostatnie | zeszly | zeszlym | minuly | minulem | minulych | passado | passada'
)

export const TONIGHT = alternatives(
  'tonight | tonite | this evening | heute abend | heute nacht | vanavond | esta noche | hoy por la noche | ce soir | stasera | questa sera | dzis wieczorem | dzisiaj wieczorem | dnes vecer | hoje a noite | esta noite'
)
export const TODAY = alternatives(
  "today | heute | vandaag | hoy | aujourd'hui | aujourd hui | oggi | dzis | dzisiaj | dnes | hoje"
)
export const TOMORROW = alternatives(
  'tomorrow | morgen | manana | demain | domani | jutro | zitra | amanha'
)

export const WEEKEND = alternatives(
  'weekend | week-end | week end | wochenende | fin de semana | finde | fine settimana | weekendzie | vikend | vikendu | fim de semana | fim-de-semana'
)
export const WEEK = alternatives(
  'week | woche | semana | semaine | settimana | tydzien | tygodniu | tyden | tydnu | weken'
)
export const MONTH = alternatives(
  'month | monat | monats | maand | mes | mois | mese | miesiac | miesiacu | mesic | mesici'
)
export const YEAR = alternatives('year | jahr | jahres | jaar | ano | annee | anno | rok | roku')
/** Czech and Polish words that mean "this year" on their own */
export const THIS_YEAR_WORDS = alternatives(
  'letos | letosni | tegoroczny | tegoroczne | w tym roku'
)

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

/** Polish and Czech weekday names (folded, every case ending students type) → ISO weekday. */
export const SLAVIC_WEEKDAYS: [RegExp, number][] = [
  [/\b(poniedzialek|poniedzialku|pondeli)\b/, 1],
  [/\b(wtorek|wtorku|utery|uterek)\b/, 2],
  [/\b(sroda|srode|sredu|streda|stredu)\b/, 3],
  [/\b(czwartek|czwartku|ctvrtek)\b/, 4],
  [/\b(piatek|piatku|patek)\b/, 5],
  [/\b(sobota|sobote|sobotu)\b/, 6],
  [/\b(niedziela|niedziele|nedele|nedeli)\b/, 7],
]

/** Polish and Czech month names (nominative and genitive) → month number. */
export const SLAVIC_MONTHS: [RegExp, number][] = [
  [/\b(styczen|stycznia|stycznie|leden|ledna)\b/, 1],
  [/\b(luty|lutego|unor|unora)\b/, 2],
  [/\b(marzec|marca|brezen|brezna)\b/, 3],
  [/\b(kwiecien|kwietnia|duben|dubna)\b/, 4],
  [/\b(maj|maja|kveten|kvetna)\b/, 5],
  [/\b(czerwiec|czerwca|cerven|cervna)\b/, 6],
  [/\b(lipiec|lipca|cervenec|cervence)\b/, 7],
  [/\b(sierpien|sierpnia|srpen|srpna)\b/, 8],
  [/\b(wrzesien|wrzesnia|zari)\b/, 9],
  [/\b(pazdziernik|pazdziernika|rijen|rijna)\b/, 10],
  [/\b(listopad|listopada|listopadu)\b/, 11],
  [/\b(grudzien|grudnia|prosinec|prosince)\b/, 12],
]
