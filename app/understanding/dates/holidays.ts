import { DateTime } from 'luxon'
import { easter } from 'date-easter'

/*
| Holidays students name, in the nine languages (folded; a stem stands for
| its compounds and case forms: "weihnacht" for Weihnachten and
| Weihnachtsparty, "vanoc" for Vánoce and Vánocích). Their days are
| computed for any year, never listed per year:
| - Christmas: 24–26 December (the 24th is the feast in much of Europe)
| - Christmas Eve: 24 December; New Year's Eve: 31 December
| - St Stephen's Day (Boxing Day, tweede kerstdag, Stephanstag): 26 December
| - Christmas Day, the holiday's own "day" (día de Navidad, eerste kerstdag,
|   1. Weihnachtstag, Boží hod): 25 December; "Christmas" alone is the holiday
| - New Year: the turn of the year, 31 December to 1 January
| - Easter: Good Friday to Easter Monday (Gregorian Easter, computed)
| The first name that matches wins, so "New Year's Eve" is not "New Year"
| and "réveillon de Noël" is Christmas Eve, not New Year's Eve.
*/

type Zone = DateTime['zone']
type Days = (year: number, zone: Zone) => [DateTime, DateTime]

const on = (year: number, month: number, day: number, zone: Zone) =>
  DateTime.fromObject({ year, month, day }, { zone })

interface Holiday {
  label: string
  names: string
  /** The first and last day of the holiday that belongs to `year` */
  days: Days
}

const HOLIDAYS: Holiday[] = [
  {
    label: 'Christmas Eve',
    names: `christmas eve | xmas eve | heilig(?:er|en)? abend | heiligabend | kerstavond | nochebuena |
      reveillon de noel | veille de noel | vigilia di natale | wigili\\w* | stedr\\w* (?:den|dne|dni|vecer\\w*) |
      vespera de natal | consoada`,
    days: (year, zone) => [on(year, 12, 24, zone), on(year, 12, 24, zone)],
  },
  {
    label: "New Year's Eve",
    names: `new year'?s? eve | nye | sylvester\\w* | oudejaars\\w* | oud en nieuw | oudjaar |
      nochevieja | noche vieja | saint[ -]sylvestre | reveillon | san silvestro | vigilia di capodanno |
      sylwest\\w* | silvest\\w* | vespera de ano novo | passagem de ano`,
    days: (year, zone) => [on(year, 12, 31, zone), on(year, 12, 31, zone)],
  },
  {
    label: "St Stephen's Day",
    names: `boxing day | st\\.? stephen'?s day | saint stephen'?s day | stephanstag | stefanitag |
      zweite[rn]? weihnachtstag | tweede kerstdag | san esteban | lendemain de noel | saint[ -]etienne |
      santo stefano | drugi dzien swiat | drugi dzien bozego narodzenia | (?:sw\\w* )?szczepan\\w* |
      (?:sv\\w* )?stepan\\w* | druh\\w* svat\\w* vanoc\\w* | santo estevao | segundo dia de natal`,
    days: (year, zone) => [on(year, 12, 26, zone), on(year, 12, 26, zone)],
  },
  {
    label: 'Christmas Day',
    names: `christmas day | xmas day | dia de navidad | jour de noel | giorno di natale | eerste kerstdag |
      (?:1|erste[rn]?) weihnachtstag | dia de natal | pierwsz\\w* dzien (?:swiat|bozego narodzenia) |
      bozi\\w* hod\\w* | (?:1|prvni\\w*) svat\\w* vanoc\\w*`,
    days: (year, zone) => [on(year, 12, 25, zone), on(year, 12, 25, zone)],
  },
  {
    label: 'Christmas',
    names: `christmas | xmas | weihnacht\\w* | kerst\\w* | navidad\\w* | noel | natale | natalizi\\w* |
      boze\\w* narodzeni\\w* | swiet\\w*(?!\\s+wielkanoc) | vanoc\\w* | natal`,
    days: (year, zone) => [on(year, 12, 24, zone), on(year, 12, 26, zone)],
  },
  {
    label: 'New Year',
    names: `new year'?s?(?: day)? | neujahr\\w* | nieuwjaar\\w* | ano nuevo | nouvel an | jour de l'?\\s?an |
      capodanno | now(?:y|ego|ym) rok\\w* | nov(?:y|eho|ym|em) rok\\w* | ano novo | ano-novo`,
    days: (year, zone) => [on(year, 12, 31, zone), on(year + 1, 1, 1, zone)],
  },
  {
    label: 'Easter',
    names: `easter | ostern | oster(?!reich)\\w+ | pasen | paas\\w* | pascua | semana santa | paques | pasqua\\w* |
      wielkanoc\\w* | wielkanocn\\w* | velikonoc\\w* | pascoa`,
    days: (year, zone) => {
      const sunday = easter(year)
      const day = on(year, sunday.month, sunday.day, zone)
      return [day.minus({ days: 2 }), day.plus({ days: 1 })]
    },
  },
]

/* a Christmas market is a kind of event that runs for weeks, not the holiday's days */
const MARKET = 'market|markt|marche|mercad|mercatin|jarmark|trh'
const patternOf = (names: string) =>
  new RegExp(
    `(?<!(?:${MARKET})\\w*\\s+(?:(?:de|di|del|do|of|na|z)\\s+)?)\\b(?!\\w*(?:${MARKET}))(?:${names.replace(/\s*\|\s*/g, '|').trim()})\\b(?!\\s+(?:${MARKET}))`,
    'g'
  )

const PATTERNS = HOLIDAYS.map((holiday) => ({ holiday, pattern: patternOf(holiday.names) }))

/** A holiday named in a folded question: where it was said and its days. */
export interface HolidayMention {
  index: number
  said: string
  label: string
  days: Days
}

/** Every holiday named in `normalized`, in order; a name inside an earlier holiday's is not another. */
export function holidaysIn(normalized: string): HolidayMention[] {
  const found: HolidayMention[] = []
  for (const { holiday, pattern } of PATTERNS) {
    for (const match of normalized.matchAll(pattern)) {
      const [index, end] = [match.index, match.index + match[0].length]
      if (found.some((other) => index < other.index + other.said.length && other.index < end))
        continue
      found.push({ index, said: match[0], label: holiday.label, days: holiday.days })
    }
  }
  return found.sort((a, b) => a.index - b.index)
}
