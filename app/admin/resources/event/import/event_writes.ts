/*
| The writes of an applied import, for all its rows at once: new events and
| every ticket round in multi-row INSERTs, existing events updated one by
| one (each with its own values), their old rounds deleted in one
| statement, the records read back in one query for the audit entries,
| which are written together. What is written is what the event form's
| create and edit write (app/admin/engine/resource_records.ts). Undoing
| deletes the created events in one statement and writes the updated ones
| back one by one, as a restore of their history does.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type City from '#models/city'
import type { ImportedChange } from '#models/event_import'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
import { recordChanges, type Actor, type Snapshot } from '#admin/staff/audit_trail'
import { insertMany } from '#admin/staff/bulk_insert'
import { eventAttributesOf, eventResource } from '#admin/resources/event/resource'
import { keepingUntouchedSeconds, snapshotRecord } from '#admin/engine/resource_records'
import { writeVersion } from '#admin/engine/restore'
import type { EventInput } from '#admin/resources/event/validator'

export interface ImportedRow {
  /** the row's line in the spreadsheet */
  line: number
  id: string
  existing: boolean
  input: Record<string, any>
}

/**
 * The events with their rounds, by id, as the edit form loads them (the
 * rounds matched to their events by id: a preload compares every round
 * with every event, minutes for a season's worth).
 */
async function eventsById(trx: TransactionClientContract, ids: string[]) {
  const byId = new Map<string, Event>()
  if (ids.length === 0) return byId
  const events = await Event.query({ client: trx }).whereIn('id', ids)
  const rounds = await TicketOption.query({ client: trx })
    .whereIn('event_id', ids)
    .orderBy('position')
    .orderBy('id')
  const roundsByEvent = new Map<string, TicketOption[]>()
  for (const round of rounds) {
    const list = roundsByEvent.get(round.eventId)
    if (list) list.push(round)
    else roundsByEvent.set(round.eventId, [round])
  }
  for (const event of events) {
    event.$setRelated('ticketOptions', roundsByEvent.get(event.id) ?? [])
    byId.set(event.id, event)
  }
  return byId
}

function attributesOf(row: ImportedRow, citiesById: Map<number, City>, zone: string) {
  const input = row.input as EventInput
  const cityName = input.city_id ? citiesById.get(input.city_id)!.name : input.city_name!
  return eventAttributesOf(input, cityName, zone)
}

/** Each row's rounds, in order, as the form's row editor saves them. */
function roundsOf(rows: ImportedRow[]) {
  return rows.flatMap((row) =>
    ((row.input.ticket_options ?? []) as Record<string, unknown>[]).map((round, position) => ({
      ...Object.fromEntries(Object.entries(round).map(([key, value]) => [key, value ?? null])),
      eventId: row.id,
      position,
    }))
  )
}

/**
 * Writes every row in `trx` and records one audit entry per event; the
 * state of each event before (null: created), by id, in row order.
 */
export async function writeImportedRows(
  trx: TransactionClientContract,
  actor: Actor,
  rows: ImportedRow[],
  citiesById: Map<number, City>,
  zone: string
): Promise<Map<string, Snapshot | null>> {
  const current = await eventsById(
    trx,
    rows.filter((row) => row.existing).map((row) => row.id)
  )
  const befores = new Map<string, Snapshot | null>()
  for (const row of rows) {
    const event = current.get(row.id)
    befores.set(row.id, event ? snapshotRecord(eventResource, event) : null)
  }
  const created = rows.filter((row) => !current.has(row.id))
  await insertMany(
    trx,
    Event,
    created.map((row) => ({ id: row.id, ...attributesOf(row, citiesById, zone) }))
  )
  for (const row of rows) {
    const event = current.get(row.id)
    if (!event) continue
    event.merge(keepingUntouchedSeconds(event, attributesOf(row, citiesById, zone)))
    await event.save()
  }
  if (current.size > 0)
    await TicketOption.query({ client: trx })
      .whereIn('event_id', [...current.keys()])
      .delete()
  await insertMany(trx, TicketOption, roundsOf(rows))
  const afters = await eventsById(trx, [...befores.keys()])
  const changes = [...befores].map(([id, before]) => ({
    action: before === null ? ('create' as const) : ('update' as const),
    entityId: id,
    before,
    after: snapshotRecord(eventResource, afters.get(id)!),
  }))
  await recordChanges(trx, actor, 'event', changes)
  return befores
}

/** Puts each event back as it was before the import (created ones deleted), one audit entry each. */
export async function undoImportedChanges(
  trx: TransactionClientContract,
  actor: Actor,
  changes: ImportedChange[]
) {
  const current = await eventsById(
    trx,
    changes.map((change) => change.id)
  )
  const befores = new Map(
    changes.map((change) => [change.id, snapshotRecord(eventResource, current.get(change.id)!)])
  )
  const created = changes.filter((change) => change.before === null).map((change) => change.id)
  if (created.length > 0) await Event.query({ client: trx }).whereIn('id', created).delete()
  const restored = changes.filter((change) => change.before !== null)
  for (const change of restored)
    await writeVersion(trx, eventResource, current.get(change.id)!, change.before!)
  const afters = await eventsById(
    trx,
    restored.map((change) => change.id)
  )
  await recordChanges(
    trx,
    actor,
    'event',
    changes.map((change) => ({
      action: change.before === null ? ('delete' as const) : ('update' as const),
      entityId: change.id,
      before: befores.get(change.id)!,
      after: change.before === null ? null : snapshotRecord(eventResource, afters.get(change.id)!),
    }))
  )
}
