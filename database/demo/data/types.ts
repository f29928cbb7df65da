/*
| Shapes of the demo content. The data modules beside this file are plain
| data; demo_seeder.ts turns them into rows (dates relative to the day the
| seed runs).
*/
import type {
  DocKind,
  EventType,
  PartnerCategory,
  PartnerKind,
  PlaceCategory,
  PricingSection,
  TicketStatus,
} from '#schemas/enums'

export interface CitySeed {
  slug: string
  name: string
  country: string
  countryCode: string
  /** IANA zone; the city's events use it too */
  timezone: string
  /** ISO 4217 code of the city's ticket prices */
  currency: string
  summary: string
  festivalName: string
  about: string
  /** false: the city has no Halloween page (halloween_url null) */
  hasHalloween: boolean
  /** WGS 84 degrees of the city centre */
  coordinates: [latitude: number, longitude: number]
}

/** Other names of a city (`city`) and of its country (`country`), as staff would enter them. */
export interface CityAliasSeed {
  city: string[]
  country?: string[]
}

export interface CityGuideSeed {
  costs: [label: string, value: string][]
  universities: { name: string; url: string }[]
  neighbourhoods: { name: string; description: string }[]
  housingTips: string[]
  places: { name: string; category: PlaceCategory; description: string; url?: string }[]
}

/**
 * When an event happens, relative to the day the seed runs:
 * - annual: the next (or previous) occurrence of a date, a fixed day or the
 *   last given weekday of a month (1 = Monday ... 7 = Sunday);
 * - offset: `days` from today (negative: in the past), moved forward to the
 *   given weekday when one is set.
 */
export type EventWhen =
  | {
      annual: { month: number; day: number } | { month: number; lastWeekday: number }
      occurrence: 'next' | 'previous'
      hour: number
      minute?: number
    }
  | { offsetDays: number; weekday?: number; hour: number; minute?: number }

export interface EventSeed {
  /** City slug from cities.ts, or null with `city` for a one-off elsewhere */
  citySlug: string | null
  /** Only for events outside the listed cities */
  city?: { name: string; timezone: string; currency: string; idPrefix: string }
  type: EventType
  /** "{year}" is replaced by the year of the start date */
  name: string
  when: EventWhen
  /** Length in hours; absent: the event has no end time */
  durationHours?: number
  venue?: { name: string; address: string | null }
  ageMin?: number
  ticketStatus: TicketStatus
  /** opens_soon: sales open this many days from now (kept before the start) */
  salesOpenInDays?: number
  /** Ticket rounds; `'sold_out'` marks a round with no tickets left */
  tickets: [name: string, price: number, availability?: 'sold_out'][]
  ticketNote?: string
  /**
   * Early access window: days relative to now, to the opening of sales or to
   * the start of the event (negative: before it).
   */
  earlyAccess?: {
    description: string
    from: 'now' | 'sales' | 'start'
    startsDays: number
    endsDays: number
  }
  waitlistOpen?: boolean
  whatsapp?: boolean
  entryRule?: string
  /** What the event is; absent: the demo text of its type (descriptions.ts) */
  description?: string
}

export interface PartnerSeed {
  slug: string
  name: string
  category: PartnerCategory
  kind: PartnerKind
  description: string
  deal: string
  code: string | null
  links: { label: string; url: string }[]
}

export interface PricingSeed {
  section: PricingSection
  slug: string
  title: string
  description: string
  price: number | null
  currency: string | null
}

export interface DocSeed {
  slug: string
  kind: DocKind
  title: string
  summary: string
  body: string
  citySlug: string | null
}
