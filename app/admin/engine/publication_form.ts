/* The publication fields of a form, to and from the record (times in `zone`). */
import type { DateTime } from 'luxon'
import type { PublicationState } from '#schemas/enums'
import { serviceConfig } from '#config/service'
import { fromLocalInput, toLocalInput } from '#admin/engine/local_time'

export interface PublicationInput {
  publication: PublicationState
  publish_at?: string | null
  unpublish_at?: string | null
}

export interface PublicationRecord {
  publication: PublicationState
  publishAt: DateTime | null
  unpublishAt: DateTime | null
}

export const staffZone = () => serviceConfig.staffTimezone

/** A draft has no times; only a scheduled record has a publish time. */
export function publicationAttributes(input: PublicationInput, zone: string | null = staffZone()) {
  const draft = input.publication === 'draft'
  return {
    publication: input.publication,
    publishAt: input.publication === 'scheduled' ? fromLocalInput(input.publish_at, zone) : null,
    unpublishAt: draft ? null : fromLocalInput(input.unpublish_at, zone),
  }
}

export function publicationFormValues(
  record: PublicationRecord,
  zone: string | null = staffZone()
) {
  return {
    publication: record.publication,
    publish_at: toLocalInput(record.publishAt, zone),
    unpublish_at: toLocalInput(record.unpublishAt, zone),
  }
}

/**
 * The answer to the publication card's question (a button named
 * `_publish_intent`): schedule for the typed time, keep the draft without
 * it, or publish now. Applied to the submitted form before it is validated.
 */
export function answeredPublishQuestion(body: Record<string, unknown>): Record<string, unknown> {
  switch (body._publish_intent) {
    case 'schedule':
      return { ...body, publication: 'scheduled' }
    case 'draft':
      return { ...body, publish_at: null }
    case 'now':
      return { ...body, publication: 'published', publish_at: null }
    default:
      return body
  }
}
