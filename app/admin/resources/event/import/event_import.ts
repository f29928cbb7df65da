/*
| Bulk import of events (issue #27). Checking a file reads its rows and
| validates each by the event form's rules, writing nothing but the import
| itself (the dry run shows every row's problems by column); ids and cities
| are looked up for the whole sheet at once; a new event's empty cells take
| what the new-event form fills in. Applying validates again and writes the
| valid rows (those with problems are left out and stay listed), created or
| updated by id, in one transaction with one audit entry per event
| (import/event_writes.ts: a few statements for the whole sheet); undoing
| puts every event back as it was (created ones deleted), at once, while none
| changed since.
|
| An import belongs to its author (admins may handle anyone's); one account
| handles one import at a time, and a file is read off the event loop within
| the limits of import_limits.ts.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import City from '#models/city'
import Event from '#models/event'
import EventImport, {
  binaryJsonb,
  jsonParamOf,
  jsonPiecesOf,
  withJsonPieces,
  type ImportedChange,
  type RowProblems,
  type SheetRow,
} from '#models/event_import'
import type { Actor } from '#admin/staff/audit_trail'
import type { StaffRole } from '#schemas/enums'
import { IMPORT_OVERSEER_ROLES } from '#admin/staff/roles'
import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  readSheet,
  type ReadUpload,
  type SheetUpload,
} from '#admin/resources/event/import/sheet_reading'
import { oneImportAtATime } from '#admin/resources/event/import/import_slots'
import { ImportRefused, UnreadableSheet } from '#admin/resources/event/import/import_limits'
import { columnKeyOf, EXAMPLE_ID, headerOf } from '#admin/resources/event/import/event_sheet'
import {
  foldName,
  proposedRowId,
  rowInput,
  validateRow,
  withNewEventDefaults,
  type CityIndex,
} from '#admin/resources/event/import/event_rows'
import {
  undoImportedChanges,
  writeImportedRows,
  type ImportedRow,
} from '#admin/resources/event/import/event_writes'

/** The staff member handling an import, with their role (whose imports they may handle). */
export type ImportActor = Actor & { role: StaffRole }

/** The upload, read when the account's one import slot is taken. */
export type ImportUpload = () => Promise<SheetUpload>

/**
 * The most time rows are validated for before the event loop takes its turn
 * (other requests are answered between): by time, not by a count of rows, as
 * a row's zone checks may take ~0.2 ms or, on a loaded machine, 1.5 ms.
 */
const VALIDATION_MS_PER_TURN = 8

/** Rows keyed (and their JSON written) between two turns of the event loop. */
const ROWS_KEYED_PER_TURN = 250

/** The imports this staff member may see, apply and undo: their own, or anyone's for admins. */
function importsOf(actor: ImportActor, client?: TransactionClientContract) {
  const query = EventImport.query({ client })
  return IMPORT_OVERSEER_ROLES.includes(actor.role) ? query : query.where('admin_user_id', actor.id)
}

/**
 * The rows keyed by the columns their headers name (staff words or machine
 * names); refused when a header names no column or two name the same one.
 */
async function keyedRows({ headers, rows }: ReadUpload): Promise<SheetRow[]> {
  const keys = headers.map((header) => columnKeyOf(header))
  const unknown = headers.filter((_, index) => keys[index] === null)
  if (unknown.length)
    throw new UnreadableSheet(
      `${unknown.join(', ')}: not a column of the template. The first row names the columns as the template does (Name, Type, City, Starts, …).`
    )
  const twice = keys.find((key, index) => keys.indexOf(key) !== index)
  if (twice) throw new UnreadableSheet(`Two columns are ${headerOf(twice!)}: keep one of them.`)
  if (!keys.includes('name'))
    throw new UnreadableSheet(
      'The first row names the columns as the template does (Name, Type, City, Starts, …).'
    )
  const keyOf = new Map(headers.map((header, index) => [header, keys[index]!]))
  return inTurns(rows, (row) =>
    Object.fromEntries(Object.entries(row).map(([header, text]) => [keyOf.get(header)!, text]))
  )
}

/**
 * The rows mapped ROWS_KEYED_PER_TURN at a time, one slice per turn of the event
 * loop, with their JSON kept in those pieces for the database (withJsonPieces):
 * 5,000 rows of 10 MB are never written in one piece on the event loop.
 */
async function inTurns(rows: SheetRow[], map: (row: SheetRow) => SheetRow) {
  const mapped: SheetRow[] = []
  const pieces: Uint8Array[] = []
  const encoder = new TextEncoder()
  for (let start = 0; start < rows.length; start += ROWS_KEYED_PER_TURN) {
    const slice = rows.slice(start, start + ROWS_KEYED_PER_TURN).map(map)
    for (const row of slice) mapped.push(row)
    pieces.push(encoder.encode(JSON.stringify(slice)))
    await nextTurn()
  }
  return withJsonPieces(mapped, pieces)
}

async function allCities(client?: TransactionClientContract) {
  return City.query({ client }).select('id', 'name', 'country_code', 'timezone')
}

const cityIndex = (cities: City[]): CityIndex =>
  new Map(cities.map((city) => [foldName(city.name), city]))

/**
 * The ids of `ids` that are events'. The ids go as one array parameter: as
 * 10,000 placeholders (whereIn) the query took ~25 ms of the event loop to
 * write and send.
 */
async function existingIds(ids: string[], client?: TransactionClientContract) {
  if (ids.length === 0) return new Set<string>()
  const rows = await Event.query({ client }).whereRaw('id = ANY(?)', [ids]).select('id')
  return new Set(rows.map((row) => row.id))
}

/** A row's id as the form would save it (trimmed, lower case), for the ids taken already. */
const savedId = (id: string) => id.trim().toLowerCase()

const ID_TAKEN = 'Already used by another record'

/** The importing staff member's time zone, and whether they may publish (else drafts only). */
export interface ImportRules {
  zone: string
  mayPublish: boolean
}

const IMPORT_NEEDS_REVIEW =
  'Your events are published after review: import them as draft, then submit each for review'

const EXAMPLE_KEPT =
  'This is the template’s example row: write your event over it (with an id of its own, or none) or delete the row'

/** The id each row names, or the one the new-event form would propose (`proposed`). */
function rowIds(rows: SheetRow[], index: CityIndex) {
  return rows.map((cells) =>
    cells.id
      ? { id: cells.id, proposed: false }
      : { id: proposedRowId(cells, index), proposed: true }
  )
}

/**
 * Every row validated; the problems of those that are not valid. A row
 * whose id is an event's is an edit of it; a new id that only differs from
 * an event's by case or spaces is taken (as the form's own check says). A
 * row without an id is a new event with the id the form would propose; a
 * new event's empty cells take the form's defaults.
 */
async function validateRows(
  record: EventImport,
  { zone, mayPublish }: ImportRules,
  client?: TransactionClientContract
) {
  const cities = await allCities(client)
  const index = cityIndex(cities)
  const ids = rowIds(record.rows, index)
  const written = ids.map(({ id }) => id).filter(Boolean)
  const existing = await existingIds([...new Set([...written, ...written.map(savedId)])], client)
  const seen = new Map<string, number>()
  const problems: RowProblems[] = []
  const valid: ImportedRow[] = []
  let turnStarted = performance.now()
  for (const [position, cells] of record.rows.entries()) {
    if (performance.now() - turnStarted > VALIDATION_MS_PER_TURN) {
      await nextTurn()
      turnStarted = performance.now()
    }
    const line = position + 2
    const { id, proposed } = ids[position]
    const isEdit = !proposed && existing.has(id)
    const read = rowInput(cells, index)
    if (!isEdit) read.input = withNewEventDefaults(read.input, id)
    const result = await validateRow(read, isEdit, zone)
    const columns = 'problems' in result ? result.problems : {}
    const input = 'input' in result ? result.input : null
    const publication = input ? input.publication : 'draft'
    if (!mayPublish && publication !== 'draft')
      (columns.publication ??= []).push(IMPORT_NEEDS_REVIEW)
    if (id === EXAMPLE_ID) (columns.id ??= []).push(EXAMPLE_KEPT)
    const saved = input && !isEdit ? (input.id as string) : id
    if (input && !isEdit && existing.has(saved)) (columns.id ??= []).push(ID_TAKEN)
    if (saved && seen.has(saved))
      (columns.id ??= []).push(`Also on row ${seen.get(saved)}: one row per event`)
    if (saved) seen.set(saved, seen.get(saved) ?? line)
    if (Object.keys(columns).length) problems.push({ line, id, columns })
    else if (input) valid.push({ line, id: saved, existing: isEdit, input })
  }
  return { problems, valid, citiesById: new Map(cities.map((city) => [city.id, city])) }
}

/**
 * Reads and checks a file (the dry run): the import is kept with every row
 * and each row's problems, nothing else is written.
 */
export function checkImport(actor: ImportActor, upload: ImportUpload, rules: ImportRules) {
  return oneImportAtATime(actor.id, async () =>
    checkRead(actor, await readSheet(await upload()), rules)
  )
}

async function checkRead(actor: Actor, upload: ReadUpload, rules: ImportRules) {
  const { fileName, format } = upload
  const rows = await keyedRows(upload)
  if (!rows.length) throw new UnreadableSheet('The file holds no rows below its header.')
  const record = new EventImport()
  record.merge({
    adminUserId: actor.id,
    fileName: fileName.slice(0, 255) || 'events',
    format,
    rows,
    status: 'checked',
  })
  const { problems } = await validateRows(record, rules)
  await saveChecked(record, problems)
  return record
}

/**
 * Saves a checked import, all or nothing. Its rows go in a piece (250 rows,
 * ~0.5 MB) per statement into a table of the transaction, then into the
 * import in one statement inside PostgreSQL: one 10 MB parameter held the
 * event loop while pg built its bind message (45-60 ms) and took ~35 MB more
 * (the joined bytes, then the message's buffer growing). Rows and problems
 * are written by a plain update: the model keeps a deep copy of what it saved
 * (Lucid's originals), which for 5,000 rows held the event loop for ~50 ms.
 */
async function saveChecked(record: EventImport, problems: RowProblems[]) {
  const rows = record.rows
  await db.transaction(async (trx) => {
    record.merge({ rows: [], problems: [] })
    await record.useTransaction(trx).save()
    await writeRows(trx, record.id, rows)
    await trx
      .from('event_imports')
      .where('id', record.id)
      .update({ problems: jsonParamOf(problems) })
  })
  record.merge({ rows, problems })
}

/** An import's rows written in their pieces (jsonPiecesOf), one statement each, in `trx`. */
async function writeRows(trx: TransactionClientContract, id: number, rows: SheetRow[]) {
  const pieces = jsonPiecesOf(rows) ?? [new TextEncoder().encode(JSON.stringify(rows))]
  await trx.rawQuery(
    'CREATE TEMPORARY TABLE import_pieces (piece integer, rows jsonb) ON COMMIT DROP'
  )
  for (const [piece, json] of pieces.entries()) {
    await trx.table('import_pieces').insert({ piece, rows: binaryJsonb(json) })
    await nextTurn()
  }
  await trx.rawQuery(
    `UPDATE event_imports SET rows = (
       SELECT coalesce(jsonb_agg(row ORDER BY piece, position), '[]')
       FROM import_pieces, jsonb_array_elements(import_pieces.rows) WITH ORDINALITY AS r(row, position)
     ) WHERE id = ?`,
    [id]
  )
  /* dropped here, not only at commit: the transaction may be a savepoint of a longer one */
  await trx.rawQuery('DROP TABLE import_pieces')
}

/** An import its author (or an admin) may see; not found for anyone else. */
export function findImport(actor: ImportActor, id: number) {
  return importsOf(actor).where('id', id).firstOrFail()
}

/** The lines of the rows left out (those with problems at the dry run). */
const leftOutLines = (record: EventImport) => new Set(record.problems.map((row) => row.line))

/** The rows a checked import would create and update, by id (those with problems left out). */
export async function plannedCounts(record: EventImport) {
  const leftOut = leftOutLines(record)
  const rows = record.rows.filter((_, position) => !leftOut.has(position + 2))
  const ids = rows.map((row) => row.id).filter(Boolean)
  const existing = await existingIds(ids)
  const updated = ids.filter((id) => existing.has(id)).length
  return { created: rows.length - updated, updated, leftOut: leftOut.size }
}

async function versionsOf(trx: TransactionClientContract, ids: string[]) {
  const rows = await trx.from('events').whereIn('id', ids).forUpdate().select('id', 'version')
  return new Map(rows.map((row) => [row.id as string, Number(row.version)]))
}

/**
 * Writes the rows that were valid at the dry run in one transaction, one
 * audit entry per event; the rows with problems are left out (and stay
 * listed). When a row the dry run found valid is no longer valid (the data
 * moved since), nothing is written and the import shows the new problems.
 */
export function applyImport(actor: ImportActor, id: number, rules: ImportRules) {
  return oneImportAtATime(actor.id, () => applyChecked(actor, id, rules))
}

const NO_VALID_ROW =
  'Nothing was imported: every row has problems. Fix them in your file and check it again.'

async function applyChecked(actor: ImportActor, id: number, rules: ImportRules) {
  const { zone } = rules
  return db.transaction(async (trx) => {
    const record = await importsOf(actor, trx).where('id', id).forUpdate().firstOrFail()
    if (record.status !== 'checked') throw new ImportRefused('This import was applied already.')
    const leftOut = leftOutLines(record)
    const { problems, valid, citiesById } = await validateRows(record, rules, trx)
    if (problems.some((row) => !leftOut.has(row.line))) {
      record.problems = problems
      await record.useTransaction(trx).save()
      return { record, applied: false }
    }
    const rows = valid.filter((row) => !leftOut.has(row.line))
    if (!rows.length) throw new ImportRefused(NO_VALID_ROW)
    const befores = await writeImportedRows(trx, actor, rows, citiesById, zone)
    const versions = await versionsOf(trx, [...befores.keys()])
    record.merge({
      status: 'applied',
      appliedAt: DateTime.now(),
      problems: problems.filter((row) => leftOut.has(row.line)),
      changes: [...befores].map(([eventId, before]) => ({
        id: eventId,
        before,
        version: versions.get(eventId)!,
      })),
    })
    await record.useTransaction(trx).save()
    return { record, applied: true }
  })
}

/** Events changed since the import wrote them: their names (undo would overwrite their work). */
async function movedSince(trx: TransactionClientContract, changes: ImportedChange[]) {
  const versions = await versionsOf(
    trx,
    changes.map((change) => change.id)
  )
  return changes.filter((change) => versions.get(change.id) !== change.version)
}

/** Puts every event of an applied import back as it was, in one transaction. */
export function undoImport(actor: ImportActor, id: number) {
  return oneImportAtATime(actor.id, () => undoApplied(actor, id))
}

function undoApplied(actor: ImportActor, id: number) {
  return db.transaction(async (trx) => {
    const record = await importsOf(actor, trx).where('id', id).forUpdate().firstOrFail()
    if (record.status !== 'applied') {
      throw new ImportRefused(
        record.status === 'undone'
          ? 'This import was undone already.'
          : 'This import was not applied.'
      )
    }
    const moved = await movedSince(trx, record.changes!)
    if (moved.length) {
      const names = moved
        .slice(0, 5)
        .map((change) => change.id)
        .join(', ')
      const more = moved.length > 5 ? ` and ${moved.length - 5} more` : ''
      throw new ImportRefused(
        `Nothing was undone: ${moved.length} of its events changed or were deleted since (${names}${more}). Use their history instead.`
      )
    }
    await undoImportedChanges(trx, actor, record.changes!)
    record.merge({ status: 'undone', undoneAt: DateTime.now() })
    await record.useTransaction(trx).save()
    return record
  })
}

/** The signed-in person's latest imports (the import page lists them). */
export function recentImports(actor: Actor) {
  return EventImport.query()
    .select('id', 'file_name', 'status', 'created_at')
    .select(db.raw('jsonb_array_length(rows) AS row_count'))
    .where('admin_user_id', actor.id)
    .orderBy('id', 'desc')
    .limit(10)
}
