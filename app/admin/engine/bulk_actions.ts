/*
| Bulk actions on the events, partners and docs lists: the chosen records
| (or every record the list's search matches) get one change, all in one
| transaction, with one audit entry per record.
*/
import db from '@adonisjs/lucid/services/db'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { TicketStatus } from '#schemas/enums'
import { recordChange, type Actor } from '#admin/staff/audit_trail'
import type { AdminResource } from '#admin/engine/admin_resource'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { loadRecord, snapshotRecord } from '#admin/engine/resource_records'
import { listWords, matchingRecords } from '#admin/engine/resource_lists'
import { EventChangeRefused, setRoundsSoldOut } from '#admin/resources/event/resource'
import type Event from '#models/event'
import { BULK_ACTIONS, type BulkAction } from '#admin/validators/bulk'
import { expectVersion, versionOfRow } from '#admin/engine/record_versions'
import type { ListParams } from '#admin/validators/list_query'
import type { BulkEditInput } from '#admin/validators/bulk_edit'
import { editedEventAttributes } from '#admin/resources/event/bulk_edit'

/** A list with bulk actions, by its path (/admin/<path>/bulk). */
export type BulkResource = string

const resourceOf = (type: BulkResource): AdminResource =>
  Object.values(ADMIN_RESOURCES).find((resource) => resource.path === type)!

const EVENT_ONLY: BulkAction[] = [
  'edit_fields',
  'ticket_status',
  'open_waitlist',
  'close_waitlist',
  'mark_sold_out',
  'back_on_sale',
]

/** Actions that change an event's ticket rounds (not its own columns): sold out or not. */
const ROUNDS_SOLD_OUT: Partial<Record<BulkAction, boolean>> = {
  mark_sold_out: true,
  back_on_sale: false,
}

export function bulkActionsFor(type: BulkResource): BulkAction[] {
  const all = Object.keys(BULK_ACTIONS) as BulkAction[]
  return type === 'events' ? all : all.filter((action) => !EVENT_ONLY.includes(action))
}

export interface BulkChange {
  action: BulkAction
  ticketStatus?: TicketStatus
  /** "Edit fields": the ticked fields and their values */
  fields?: BulkEditInput
}

export interface BulkSelection {
  ids: string[]
  /** every record matching the list's search and filters instead of `ids` */
  allMatching?: ListParams
}

export interface BulkTarget {
  id: string
  title: string
  /** the version the confirmation shows (a later change refuses the bulk change) */
  version: number
}

const idOf = (row: LucidRow) => String((row as unknown as { id: string | number }).id)

/** The records a selection names (existing ones only), in list order. */
export async function bulkTargets(type: BulkResource, selection: BulkSelection, zone?: string) {
  const resource = resourceOf(type)
  const params = selection.allMatching ?? {}
  const query = matchingRecords(resource, params, zone, await listWords(params))
  const ids = resource.numericId
    ? selection.ids.filter((id) => /^\d{1,10}$/.test(id))
    : selection.ids
  if (!selection.allMatching) query.whereIn('id', ids)
  const rows = await query
  return rows.map((row): BulkTarget => ({
    id: idOf(row),
    title: resource.titleOf(row),
    version: versionOfRow(row),
  }))
}

type Attributes = Record<string, unknown>

/** The new attributes of one record, or null for a delete (ticket rounds are written in `trx`). */
async function changedAttributes(
  change: BulkChange,
  row: Attributes,
  trx: TransactionClientContract
): Promise<Attributes | null> {
  switch (change.action) {
    case 'edit_fields':
      return editedEventAttributes(row as unknown as Event, change.fields!, trx)
    case 'publish':
      return { publication: 'published', publishAt: null, unpublishAt: null }
    case 'unpublish':
      return { publication: 'draft', publishAt: null, unpublishAt: null }
    case 'open_waitlist':
      return { waitlistOpen: true }
    case 'close_waitlist':
      return { waitlistOpen: false }
    case 'ticket_status':
      if (change.ticketStatus === 'opens_soon' && !row.salesOpenAt) {
        throw new EventChangeRefused(
          `${row.name}: set when sales open (on the edit page) before marking it "opens soon"; nothing was changed`
        )
      }
      return { ticketStatus: change.ticketStatus }
    case 'mark_sold_out':
    case 'back_on_sale':
      return {}
    case 'delete':
      return null
  }
}

/** `id:version` pairs as the list and the confirmation carry them. */
export function seenVersions(seen: string[] = []): Map<string, number> {
  const versions = new Map<string, number>()
  for (const pair of seen) {
    const at = pair.lastIndexOf(':')
    const version = Number(pair.slice(at + 1))
    if (at > 0 && Number.isInteger(version)) versions.set(pair.slice(0, at), version)
  }
  return versions
}

/**
 * Applies the change to every id in one transaction; returns the history
 * entries of the records it changed. A record whose version moved past `versions` refuses the whole
 * change (StaleVersion).
 */
export function applyBulk(
  actor: Actor,
  type: BulkResource,
  ids: string[],
  change: BulkChange,
  versions: Map<string, number> = new Map()
) {
  const resource = resourceOf(type)
  return db.transaction(async (trx) => {
    const entries: number[] = []
    for (const id of ids) {
      const row = await loadRecord(resource, id, trx)
      if (!row) continue
      await expectVersion(resource.model, id, versions.get(id), trx)
      const before = snapshotRecord(resource, row)
      const attributes = await changedAttributes(change, row as unknown as Attributes, trx)
      if (attributes) {
        row.merge(attributes)
        await row.save()
        const soldOut = ROUNDS_SOLD_OUT[change.action]
        if (soldOut !== undefined) await setRoundsSoldOut(row as Event, soldOut, trx)
      } else {
        await row.delete()
      }
      const after = attributes
        ? snapshotRecord(resource, (await loadRecord(resource, id, trx))!)
        : null
      const entry = await recordChange(trx, actor, resource.entity, {
        action: attributes ? 'update' : 'delete',
        entityId: id,
        before,
        after,
      })
      if (entry) entries.push(Number(entry.id))
    }
    /* the history entries written: what "Undo" takes back */
    return entries
  })
}
