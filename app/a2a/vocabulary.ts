import type { EventType, PartnerCategory } from '#schemas/enums'
import type { PricingTopic } from '#schemas/a2a'

/*
| The words the agent listens for, as patterns over a normalized question
| (lower case, no accents, "'s" dropped). Plurals are part of each pattern.
*/

export const CUES = {
  greeting: /^(hi|hello|hey|hallo|hola|good (morning|afternoon|evening)|yo)\b/,
  help: /\b(help|what can you (do|answer|tell)|what do you (know|do)|what can i ask|how does this work|who are you)\b/,
  contact:
    /\b(contact|e-?mail|get in touch|reach (you|the team|someone|a human|support)|talk to (someone|a human|a person|the team|you)|speak (to|with) (someone|a human|a person|the team)|support team|customer (service|support)|message the team|write to (you|the team)|phone number|call you)\b/,
  free: /\b(free|for nothing|no cost|without paying|cost nothing|costs nothing|gratis)\b/,
  deals:
    /\b(deals?|discount codes?|discounts?|promo( codes?)?|coupons?|vouchers?|partners?|offers|student offers?|perks?|savings?|save money|referrals?|free trials?)\b/,
  presale: /\b(pre-?sales?|early access|early bird)\b/,
  tickets:
    /\b(tickets?|entry|entrance|admission|pre-?sales?|early access|early bird|on sale|(sold|sell|selling) out|sales?)\b/,
  price: /\b(prices?|priced|pricing|price list|how much|pay|paying)\b/,
  livingCosts:
    /\b(cost of living|living costs?|costs? to live|monthly costs?|budget|rents?|how much (money )?(do|would|will) i need|expensive to live|cheap to live|afford)\b/,
  nextEvent:
    /\b(next (event|party|one|thing)|when is the next|what is next|whats next|what next|soonest|first upcoming)\b/,
  events:
    /\b(events?|part(y|ies|ys)|partying|what on|whats on|what is on|happening|going on|things to do|festivals?|fests?|gigs?|celebrations?|meetups?|nights? out|go out|going out|raves?|clubbing)\b/,
  past: /\b(past|previous|earlier|last year|already happened|were there|have been)\b/,
  cities:
    /\b(cities|which cit(y|ies)|what cit(y|ies)|where (are you|do you|can i find you|is the community)|locations?|countries|list of cit(y|ies)|all cit(y|ies))\b/,
  guide:
    /\b(guide|about|tell me|living|life in|student life|life|live in|moving|move to|study in|studying|universit(y|ies)|unis?|colleges?|neighbou?rhoods?|districts?|areas?|housing|accommodation|flats?|places|tips|info|information|overview|like to live|worth)\b/,
  generalCosts: /\b(costs?|expensive|cheap|pricey|affordable)\b/,
}

export const EVENT_TYPE_CUES: [EventType, RegExp][] = [
  ['halloween', /\b(hall?owe?en|hallowe en|spooky|costume part(y|ies))\b/],
  ['welcome_festival', /\b(welcome (festival|fest)s?|festivals?|fests?)\b/],
  [
    'semester_kickoff',
    /\b((semester )?kick ?-?offs?|semester (start|opening|kick) part(y|ies)|semester part(y|ies)|start of semester part(y|ies))\b/,
  ],
  [
    'orientation_week',
    /\b(orientation( weeks?)?|o-?weeks?|freshers?( week)?|intro(duction)? weeks?|welcome weeks?)\b/,
  ],
]

export const CATEGORY_CUES: [PartnerCategory, RegExp][] = [
  ['banking', /\b(bank(s|ing)?|accounts?|money transfers?|debit cards?|credit cards?)\b/],
  ['mobile', /\b(mobile|phones?|sim( cards?)?|e-?sims?|data plans?|phone plans?|internet)\b/],
  ['travel', /\b(travel(l?ing)?|trains?|bus(es)?|coach(es)?|flights?|rail|trips?|transport)\b/],
  ['food', /\b(food|meals?|groceries|grocery|eat(ing)?|restaurants?|lunch|dinner|takeaway)\b/],
  ['housing', /\b(housing|rooms?|flats?|apartments?|accommodation|dorms?|rentals?)\b/],
  ['shopping', /\b(shopping|shops?|laptops?|tech|electronics|clothes|fashion|gadgets?)\b/],
  ['education', /\b(education|courses?|languages?|books?|learning|classes|tutoring|lessons?)\b/],
  ['insurance', /\b(insurance|insured|health cover)\b/],
  ['fitness', /\b(fitness|gyms?|sports?|workouts?|yoga|swimming)\b/],
  [
    'entertainment',
    /\b(entertainment|streaming|music|movies?|films?|cinema|netflix|spotify|games?|gaming)\b/,
  ],
]

export const PRICING_TOPIC_CUES: [Exclude<PricingTopic, 'all'>, RegExp][] = [
  ['refund_policy', /\b(refunds?|money back|cancel+ation|cancel+ing|cancel)\b/],
  ['fee_policy', /\b(fees?|booking fee|service fee)\b/],
  ['packages', /\b(packages?|passes|party pass|bundles?)\b/],
]

/** First entry whose pattern matches. */
export function firstCue<T>(cues: [T, RegExp][], normalized: string): T | null {
  return cues.find(([, pattern]) => pattern.test(normalized))?.[0] ?? null
}

/**
 * An event id: the word after "id" ("event id gala"), or a word that looks
 * like one ("berlin-halloween-2026": hyphenated, letters and a digit).
 */
export function eventIdIn(normalized: string): string | null {
  const explicit = normalized.match(/\bid\s+([a-z0-9]+(?:-[a-z0-9]+)*)\b/)
  if (explicit) return explicit[1]
  for (const token of normalized.split(' ')) {
    if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(token) && /\d/.test(token) && /[a-z]/.test(token)) {
      return token
    }
  }
  return null
}

/**
 * Other names people use for the service's cities (local names, German or
 * older English spellings), keyed by city slug. A city the catalog does not
 * have is never matched through here.
 */
export const CITY_ALIASES: Record<string, string[]> = {
  munich: ['munchen', 'muenchen', 'monaco di baviera'],
  prague: ['praha', 'prag'],
  vienna: ['wien', 'vienne'],
  krakow: ['krakau', 'cracow', 'cracovia'],
  lisbon: ['lisboa', 'lissabon'],
  zurich: ['zuerich', 'zurigo'],
  london: ['londres', 'londra'],
}

/**
 * Kinds of events people ask for that the service does not list: the answer
 * says so and names the kinds there are.
 */
export const UNKNOWN_EVENT_KINDS =
  /\b(concerts?|karaoke( nights?)?|(pub|bar) crawls?|hackathons?|(career|job) fairs?|workshops?|conferences?|lectures?|exhibitions?|(pub )?quiz(zes)?|(boat|pool|foam|beach|toga|techno) part(y|ies)|christmas( part(y|ies)| markets?)?|new years?( eve)?|nye|carnival|oktoberfest|sports? events?|football( matches)?|game nights?|networking( events?)?|speed dating|comedy( shows?)?|theat(re|er)|opera|marathons?|open mic)\b/

/**
 * Words that carry no request of their own ("the", "show me", "any"): they are
 * never reported as not understood.
 */
export const FILLER_WORDS = new Set(
  (
    'a an the is are am be been being was were do does did doing done i im ive id me my mine we our ' +
    'us you your yours youre it its of in on at to for from with by about and or but any anything ' +
    'anyone some something what whats which when whens where wheres who whos how hows there theres ' +
    'here this that these those can could would should will shall might must please tell show give ' +
    'find list get know want wanna need looking look like see let lets have has had got just also ' +
    'really very much many more most all every one ones s thanks thank hi hello hey ok okay yes no ' +
    'not if than then so as into up over them they their he she his her go goes going isnt arent ' +
    'dont doesnt cant wont is there available still soon upcoming coming student students cool good ' +
    'best fun nice great interesting big local international erasmus around near nearby buy book ' +
    'booking attend join happen happens kind kinds type types sort any options option again else ' +
    'other others next later plan planning wondering curious whether currently right now ' +
    'okay um uh hmm hiya yo dear guys folks someone somebody friend friends my info details detail ' +
    'english total person general advance time cash online town two three four five six seven ' +
    'eight nine ten few couple days weeks hours monthly plans policy policies rules joining team'
  ).split(' ')
)
