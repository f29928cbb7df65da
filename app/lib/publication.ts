/*
| Drafts and scheduled publishing, decided in one place. Staff set
| `publication` (draft, published, scheduled + publish_at) and optionally
| `unpublish_at`; whether a record is public *now* is derived from the clock
| when read (the service's clock, #lib/clock), so a scheduled record appears
| at its time with no one present.
| PUBLISHED_NOW_SQL is the one condition every public query layer applies;
| publicationStatus() is its TypeScript twin for staff pages.
*/
import type { PublicationState } from '#schemas/enums'
import { clockNow, sqlNow } from '#lib/clock'

type Instant = { valueOf(): number } | null | undefined

export interface PublicationFields {
  publication: PublicationState
  publishAt: Instant
  unpublishAt: Instant
}

/** What the public sees of a record now. */
export type PublicationStatus = 'draft' | 'scheduled' | 'live' | 'ended'

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Unpublished',
}

/** The tables whose rows have a publication (migration 0051). */
export const PUBLISHABLE_TABLES = ['events', 'partners', 'docs'] as const
export type PublishableTable = (typeof PUBLISHABLE_TABLES)[number]

/** "Public now", for a table or its alias: published or due, and not yet taken off. */
export function publishedNowSql(alias: string) {
  const now = sqlNow()
  return `((${alias}.publication = 'published' OR (${alias}.publication = 'scheduled' AND ${alias}.publish_at <= ${now})) AND (${alias}.unpublish_at IS NULL OR ${alias}.unpublish_at > ${now}))`
}

export function publicationStatus(row: PublicationFields, now = clockNow()): PublicationStatus {
  if (row.publication === 'draft') return 'draft'
  if (row.unpublishAt && Number(row.unpublishAt) <= now) return 'ended'
  if (row.publication === 'scheduled' && row.publishAt && Number(row.publishAt) > now) {
    return 'scheduled'
  }
  return 'live'
}

/**
 * The first instant after now at which something of `table` appears or goes
 * (null: none is planned): the read cache lets no entry of that table outlive it.
 */
export const NEXT_PUBLICATION_CHANGE_SQL = (table: PublishableTable) => `
  SELECT least(
    (SELECT min(publish_at) FROM ${table} WHERE publication = 'scheduled' AND publish_at > ${sqlNow()}),
    (SELECT min(unpublish_at) FROM ${table} WHERE unpublish_at > ${sqlNow()})
  ) AS "nextChange"`
