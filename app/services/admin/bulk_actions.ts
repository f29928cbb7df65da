/*
| Bulk actions on the events, partners and docs lists: the chosen records
| (or every record the list's search matches) get one change, all in one
| transaction, with one audit entry per record.
*/
import db from '@adonisjs/lucid/services/db'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import type { TicketStatus } from '#schemas/enums'
import { recordChange, type Actor } from '#services/admin/audit_trail'
import { ADMIN_RESOURCES, type AdminResource } from '#services/admin/resources'
import { EventChangeRefused } from '#services/admin/event_admin'
import { BULK_ACTIONS, type BulkAction } from '#validators/admin/bulk'

export const BULK_RESOURCES = ['events', 'partners', 'docs'] as const
export type BulkResource = (typeof BULK_RESOURCES)[number]

const RESOURCE_OF: Record<BulkResource, AdminResource> = {
  events: ADMIN_RESOURCES.event,
  partners: ADMIN_RESOURCES.partner,
  docs: ADMIN_RESOURCES.doc,
}

const EVENT_ONLY: BulkAction[] = ['ticket_status', 'open_waitlist', 'close_waitlist']

export function bulkActionsFor(type: BulkResource): BulkAction[] {
  const all = Object.keys(BULK_ACTIONS) as BulkAction[]
  return type === 'events' ? all : all.filter((action) => !EVENT_ONLY.includes(action))
}

export interface BulkChange {
  action: BulkAction
  ticketStatus?: TicketStatus
}

export interface BulkSelection {
  ids: string[]
  /** every record matching the list's search instead of `ids` */
  allMatching?: { q?: string; filter?: string }
}

export interface BulkTarget {
  id: string
  title: string
}

const idOf = (row: LucidRow) => String((row as unknown as { id: string | number }).id)

/** The records a selection names (existing ones only), in list order. */
export async function bulkTargets(type: BulkResource, selection: BulkSelection) {
  const resource = RESOURCE_OF[type]
  const query = resource.search!(selection.allMatching ?? {})
  if (!selection.allMatching) query.whereIn('id', selection.ids)
  const rows = await query
  return rows.map((row): BulkTarget => ({ id: idOf(row), title: resource.titleOf(row) }))
}

type Attributes = Record<string, unknown>

/** The new attributes of one record, or null for a delete. */
function changedAttributes(change: BulkChange, row: Attributes): Attributes | null {
  switch (change.action) {
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
    case 'delete':
      return null
  }
}

/** Applies the change to every id in one transaction; returns how many records changed. */
export function applyBulk(actor: Actor, type: BulkResource, ids: string[], change: BulkChange) {
  const resource = RESOURCE_OF[type]
  return db.transaction(async (trx) => {
    let changed = 0
    for (const id of ids) {
      const row = await resource.load(id, trx)
      if (!row) continue
      const before = resource.snapshot(row)
      const attributes = changedAttributes(change, row as unknown as Attributes)
      if (attributes) {
        row.merge(attributes)
        await row.save()
      } else {
        await row.delete()
      }
      const after = attributes ? resource.snapshot((await resource.load(id, trx))!) : null
      await recordChange(trx, actor, resource.entity, {
        action: attributes ? 'update' : 'delete',
        entityId: id,
        before,
        after,
      })
      changed++
    }
    return changed
  })
}
