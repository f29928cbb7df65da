/*
| What "Restore this version" will do, said before it is done: the fields
| it changes (by the form's labels), and what happens to the publication
| either way. Restoring content keeps the publication as it is now unless
| staff choose the version's publication too, and that choice names its
| effect ("This takes the live event offline").
*/
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import type { AdminResource } from '#admin/engine/admin_resource'
import type { Snapshot } from '#admin/staff/audit_trail'
import { fieldChanges } from '#admin/engine/audit_history'
import { fieldWording, worded, type WordedChange } from '#admin/engine/field_labels'
import { loadRecord, snapshotRecord } from '#admin/engine/resource_records'
import { ADMIN_RESOURCES, isAuditedEntity } from '#admin/resources/registry'
import { NothingToRestore, PUBLICATION_KEYS, versionOf } from '#admin/engine/restore'
import { versionOfRow } from '#admin/engine/record_versions'
import {
  publicationStatus,
  PUBLICATION_STATUS_LABELS,
  type PublicationStatus,
} from '#lib/publication'
import { staffDateTime } from '#presenters/staff_time'
import { GUIDE_NEEDS_REVIEW, mayWrite } from '#admin/staff/publication_gate'
import type { StaffRole } from '#schemas/enums'

const instant = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : null)

/** What the public sees of a snapshot now. */
function statusOf(snapshot: Snapshot): PublicationStatus {
  return publicationStatus({
    publication: snapshot.publication as 'draft' | 'published' | 'scheduled',
    publishAt: instant(snapshot.publish_at),
    unpublishAt: instant(snapshot.unpublish_at),
  })
}

const withoutPublication = (snapshot: Snapshot | null) =>
  snapshot &&
  Object.fromEntries(
    Object.entries(snapshot).filter(
      ([key]) => !(PUBLICATION_KEYS as readonly string[]).includes(key)
    )
  )

/** One sentence: what the public sees after going from `now` to `then`. */
function publicationEffect(
  noun: string,
  now: PublicationStatus | null,
  then: PublicationStatus,
  when: string | null
): string {
  const isPublic = now === 'live'
  if (now === then) return `The ${noun} stays ${PUBLICATION_STATUS_LABELS[then].toLowerCase()}.`
  if (then === 'live')
    return `This makes the ${noun} public at once: the site, the API and calendars show it.`
  if (then === 'scheduled')
    return `${isPublic ? `This takes the live ${noun} offline now; it` : `The ${noun}`} becomes public ${when ?? 'at its publish time'}.`
  if (isPublic)
    return `This takes the live ${noun} offline: the site, the API and calendars stop showing it (${then === 'draft' ? 'a draft: only staff see it' : 'its unpublish time has passed'}).`
  return then === 'draft'
    ? `The ${noun} becomes a draft: only staff see it.`
    : `The ${noun} stays off the public site (its unpublish time has passed).`
}

export interface RestorePlan {
  resource: AdminResource
  entry: AuditLog
  id: string
  title: string
  /** the record was deleted: the restore brings it back */
  deleted: boolean
  /** the record's version now (the confirmation carries it: nothing is restored over a newer change) */
  currentVersion: number | null
  /** the content fields the restore changes */
  changes: WordedChange[]
  /** null: the record has no publication, or the two publications are the same */
  publication: { keep: string; restore: string; nowLabel: string; thenLabel: string } | null
  /** the record has a publication and it stays as it is */
  publicationKept: string | null
  /** why this staff member may not restore it at all (the publication gate: a city's guide under review) */
  refusal: string | null
}

export async function restorePlan(
  entryId: number,
  zone: string,
  role: StaffRole
): Promise<RestorePlan> {
  const entry = await AuditLog.query().where('id', entryId).firstOrFail()
  const version = versionOf(entry)
  if (!version || !isAuditedEntity(entry.entityType))
    throw new NothingToRestore('This entry holds no version to restore')
  const resource = ADMIN_RESOURCES[entry.entityType]
  const row = await loadRecord(resource, entry.entityId)
  const current = row ? snapshotRecord(resource, row) : null
  const wording = await fieldWording(resource.entity)
  const changes = worded(
    fieldChanges(withoutPublication(current), withoutPublication(version), zone),
    wording
  )
  const noun = resource.label.toLowerCase()
  const title = String(
    (row && resource.titleOf(row)) ?? version.name ?? version.title ?? entry.entityId
  )
  return {
    resource,
    entry,
    id: entry.entityId,
    title,
    deleted: !row,
    currentVersion: row ? versionOfRow(row) : null,
    changes,
    ...offered(
      role,
      resource.entity,
      current,
      version,
      publicationChoice(noun, current, version, zone)
    ),
  }
}

const REVIEW_DECIDES = 'Publishing is decided at review, so the publication stays as it is.'

/**
 * Only what the publication gate lets `role` do is offered: under review, an
 * editor restores content with the publication kept, and not a city's guide.
 */
function offered(
  role: StaffRole,
  entity: string,
  current: Snapshot | null,
  version: Snapshot,
  choice: Pick<RestorePlan, 'publication' | 'publicationKept'>
): Pick<RestorePlan, 'publication' | 'publicationKept' | 'refusal'> {
  if (!mayWrite(role, entity, current, version) && entity === 'city')
    return { ...choice, refusal: GUIDE_NEEDS_REVIEW }
  if (!choice.publication || mayWrite(role, entity, current, version))
    return { ...choice, refusal: null }
  return {
    publication: null,
    publicationKept: `${choice.publication.keep} ${REVIEW_DECIDES}`,
    refusal: null,
  }
}

function publicationChoice(
  noun: string,
  current: Snapshot | null,
  version: Snapshot,
  zone: string
): Pick<RestorePlan, 'publication' | 'publicationKept'> {
  if (!('publication' in version)) return { publication: null, publicationKept: null }
  const now = current ? statusOf(current) : null
  const kept = now ?? 'draft'
  const then = statusOf(version)
  const publishAt = instant(version.publish_at)
  const when = publishAt ? `on ${staffDateTime(DateTime.fromMillis(publishAt), zone)}` : null
  const keep = current
    ? `Its publication stays as it is: ${PUBLICATION_STATUS_LABELS[kept]}${kept === 'live' ? ' (the public sees the restored content at once)' : ''}.`
    : `It comes back as a draft: only staff see it until it is published.`
  const same =
    current !== null &&
    current.publication === version.publication &&
    instant(current.publish_at) === instant(version.publish_at) &&
    instant(current.unpublish_at) === instant(version.unpublish_at)
  if (same || (kept === then && !current)) return { publication: null, publicationKept: keep }
  return {
    publication: {
      keep,
      restore: publicationEffect(noun, current ? now : null, then, when),
      nowLabel: current ? PUBLICATION_STATUS_LABELS[kept] : 'Deleted',
      thenLabel: PUBLICATION_STATUS_LABELS[then],
    },
    publicationKept: null,
  }
}
