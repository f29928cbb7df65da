/*
| What the core tells about a list of events beside its page of events
| (app/services/catalog/events_overview_service.ts): the events per month
| and, for an empty list, a way forward. The site's door shows them.
*/
import type { EventShape } from '#schemas/event'

export interface MonthCount {
  /** "2026-12" */
  month: string
  total: number
}

export interface NearbyCity {
  id: number
  slug: string
  name: string
  /** kilometres between the two city centres */
  km: number
  /** its events for the list's other filters */
  total: number
}

export type WayForward =
  { kind: 'next_event'; event: EventShape } | { kind: 'nearest_city'; city: NearbyCity }
