/*
| Review before publish (issue #27), HTTP-free and through the gate: staff
| who edit content submit a draft and comment; reviewers approve (which
| publishes it) or send it back.
*/
import type { DateTime } from 'luxon'
import { approveReview, commentOn, sendBackReview, submitForReview } from '#admin/workflow/reviews'
import { isAltRefusal, PUBLISHING_NEEDS_ALT } from '#admin/media/media_library'
import type { Actor, AuditedEntity } from '#admin/staff/audit_trail'
import { through, type ActionFailure } from '#admin/actions/gate'

/** The database refused to publish an event whose picture has no alt text. */
const altRefused = (error: unknown): ActionFailure | null =>
  isAltRefusal(error) ? { kind: 'publishing', message: PUBLISHING_NEEDS_ALT } : null

/** A draft sent for review, with a note and the publication time its author wishes (or none). */
export function submitDraft(
  actor: Actor,
  entity: AuditedEntity,
  id: string,
  note?: string,
  wishedPublishAt: DateTime | null = null
) {
  return through(actor, 'content', () => submitForReview(actor, entity, id, note, wishedPublishAt))
}

export function commentOnRecord(actor: Actor, entity: AuditedEntity, id: string, body: string) {
  return through(actor, 'content', () => commentOn(actor, entity, id, body))
}

export function approveDraft(actor: Actor, requestId: number, note?: string) {
  return through(actor, 'review', () => approveReview(actor, requestId, note), altRefused)
}

export function sendDraftBack(actor: Actor, requestId: number, comment: string) {
  return through(actor, 'review', () => sendBackReview(actor, requestId, comment))
}
