/*
| The rows the read path works with, as the queries (app/queries) return them
| and the serializers and services read them: declared once, here, below both.
*/
import type { EventType, TicketStatus } from '#schemas/enums'

/** One event as the public reads need it: its row, its city's name, slug and zone, its rounds. */
export interface EventRow {
  id: string
  type: EventType
  name: string
  cityName: string
  cityCurrentName: string | null
  citySlug: string | null
  cityTimezone: string | null
  startAt: Date
  endAt: Date | null
  timezone: string | null
  venueName: string | null
  venueAddress: string | null
  ageMin: number | null
  url: string
  waitlistOpen: boolean
  whatsappGroup: string | null
  entryRule: string | null
  description: string | null
  ticketStatus: TicketStatus
  buyUrl: string
  ticketNote: string
  salesOpenAt: Date | null
  earlyAccessDescription: string | null
  earlyAccessStartsAt: Date | null
  earlyAccessEndsAt: Date | null
  earlyAccessUrl: string | null
  imageHash: string | null
  /** The picture's alt text, credit and focal point (its record of the media library) */
  imageAlt: string | null
  imageCredit: string | null
  imageFocalX: number | null
  imageFocalY: number | null
  ticketOptions: {
    name: string
    price: number | string | null
    currency: string
    sold_out: boolean
  }[]
  updatedAt: Date
  /** Grows with every change of the event, its rounds or its city's name, slug or zone */
  version: number
  cursorStart?: string
}
