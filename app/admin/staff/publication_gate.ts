/*
| Who may publish, decided in one place every writer passes (issue 36 item 2).
| Every write of a record the public reads is audited through `recordChange`
| or `recordChanges` (app/admin/staff/audit_trail.ts), in its transaction
| and with its actor: the form's save, bulk changes, "Restore", "Undo", an
| import and its undo, a city guide's publication, a review's approval. That
| audited write asks this gate first; a refusal throws and the whole
| transaction is rolled back, whichever writer it was.
|
| With STAFF_REVIEW=editors the roles of REVIEWED_ROLES may save drafts, take
| a record offline, delete it, and edit a live record keeping it live; they
| may not make a record public, nor change when it is public (publish and
| unpublish times), nor change a city's public guide (they save its draft
| and submit it). Writes without a signed-in actor (node ace, the scheduled
| publisher of an admin's draft) are not staff choices and pass.
*/
import { serviceConfig } from '#config/service'
import { REVIEWED_ROLES } from '#admin/staff/roles'
import type { StaffRole } from '#schemas/enums'

const PUBLISHING_NEEDS_REVIEW =
  'Your drafts are published after review: save it as a draft, then “Submit for review”'

export const GUIDE_NEEDS_REVIEW =
  'Your guide changes are published after review: save them as a draft, then “Submit for review”'

type Snapshot = Record<string, unknown>

/** Whether `role` may make records public itself (else: it submits drafts for review). */
export const mayPublish = (role: StaffRole) =>
  serviceConfig.staffReview !== 'editors' || !REVIEWED_ROLES.includes(role)

/** A write a reviewed role may not make: nothing of it is kept. */
export class PublishingRefused extends Error {
  constructor(
    readonly entityType: string,
    readonly entityId: string
  ) {
    super(entityType === 'city' ? GUIDE_NEEDS_REVIEW : PUBLISHING_NEEDS_REVIEW)
  }
}

/** An instant as a snapshot (ISO text) or a row (Date) holds it, in milliseconds. */
function instant(value: unknown) {
  if (value === null || value === undefined) return null
  return value instanceof Date ? value.getTime() : Date.parse(String(value))
}

/** The publication of `after` is the one of `before` (state, publish and unpublish times). */
function samePublication(before: Snapshot, after: Snapshot) {
  return (
    before.publication === after.publication &&
    instant(before.publish_at) === instant(after.publish_at) &&
    instant(before.unpublish_at) === instant(after.unpublish_at)
  )
}

/** Whether a change from `before` to `after` (null: none) publishes something. */
function publishes(entityType: string, before: Snapshot | null, after: Snapshot | null) {
  if (after === null) return false
  /* a city is its public guide: any write of it is a publication (its draft is not audited) */
  if (entityType === 'city') return true
  if (!('publication' in after) || after.publication === 'draft') return false
  return before === null || !samePublication(before, after)
}

/**
 * Refuses (PublishingRefused) a change `role` may not make; null role: no
 * staff member (node ace, a timer), which passes.
 */
export function checkPublication(
  role: StaffRole | null,
  entityType: string,
  change: { entityId: string | number; before: Snapshot | null; after: Snapshot | null }
) {
  if (role === null || mayPublish(role)) return
  if (publishes(entityType, change.before, change.after)) {
    throw new PublishingRefused(entityType, String(change.entityId))
  }
}

/** Whether `role` may make this change (for offering only what the gate allows). */
export function mayWrite(
  role: StaffRole,
  entityType: string,
  before: Snapshot | null,
  after: Snapshot | null
) {
  return mayPublish(role) || !publishes(entityType, before, after)
}
