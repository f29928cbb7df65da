/* An event with its ticket rounds, and its audit snapshot, through the generic resource flow. */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Event from '#models/event'
import { eventResource } from '#admin/resources/event/resource'
import { findRecord, snapshotRecord } from '#admin/engine/resource_records'

export async function findEvent(id: string, client?: TransactionClientContract) {
  return (await findRecord(eventResource, id, client)) as Event
}

export function eventSnapshot(event: Event) {
  return snapshotRecord(eventResource, event)
}
