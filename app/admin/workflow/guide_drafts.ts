/*
| Drafts of city guides (issue #27, docs/admin.md "City guide drafts"). The
| published guide is the city's rows, which every public surface reads
| through the one query layer and serializer; a draft is the form's input and
| the picture to publish, kept beside them (city_guide_drafts) and seen only
| by staff (form, preview). Publishing writes the draft through the city
| form's own update (audited, version-checked, change signal, change feed)
| and removes it, so the public sees the new guide everywhere at once.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import string from '@adonisjs/core/helpers/string'
import type { ChildRows } from '#admin/engine/admin_resource'
import City from '#models/city'
import CityGuideDraft from '#models/city_guide_draft'
import Media from '#models/media'
import AdminUser from '#models/admin_user'
import { cityResource } from '#admin/resources/city/resource'
import { auditedChange, recordChange, type Actor } from '#admin/staff/audit_trail'
import {
  findRecord,
  formValues,
  snapshotRecord,
  writeRecordUpdate,
} from '#admin/engine/resource_records'
import { expectVersion, versionOfRow } from '#admin/engine/record_versions'
import { deleteImageIfUnused } from '#services/images/image_store'
import { mayPublish, PublishingRefused } from '#admin/staff/publication_gate'
import { guideShapeOf } from '#services/catalog/city_service'
import type { CityGuideShape } from '#schemas/city'

type Values = Record<string, unknown>

/** The draft changed since the form was opened (`expected`: 0 = there was none). */
export class StaleDraft extends Error {
  constructor(
    readonly expected: number,
    readonly draft: CityGuideDraft | null
  ) {
    super(`The draft is no longer at version ${expected}.`)
  }
}

export function findGuideDraft(cityId: number, client?: TransactionClientContract) {
  return CityGuideDraft.query({ client }).where('city_id', cityId).preload('editor').first()
}

/** The version of the draft a form carries: 0 when there is none. */
const draftVersionOf = (draft: CityGuideDraft | null) => draft?.version ?? 0

/** What the city form shows: the draft's values over the published ones, its picture too. */
export function guideFormValues(city: LucidRow, draft: CityGuideDraft | null, zone: string) {
  const values = formValues(cityResource, city, zone)
  if (!draft) return values
  return { ...values, ...draft.input, image_hash: draft.imageHash }
}

/** The version of the city a draft's form stands on: the one the draft was made from. */
export function guideBaseVersion(city: LucidRow, draft: CityGuideDraft | null) {
  return draft ? draft.baseVersion : versionOfRow(city)
}

async function lockedDraft(cityId: number, trx: TransactionClientContract) {
  return CityGuideDraft.query({ client: trx }).where('city_id', cityId).forUpdate().first()
}

function expectDraftVersion(draft: CityGuideDraft | null, expected: number | undefined) {
  if (expected !== undefined && draftVersionOf(draft) !== expected) {
    throw new StaleDraft(expected, draft)
  }
}

export interface DraftSave {
  cityId: number
  input: Values
  /** the city's version the form stood on */
  baseVersion: number
  /** the draft's version the form stood on (0: none) */
  draftVersion?: number
  publishAt: DateTime | null
}

/** Saves the form as the city's draft (StaleDraft when someone saved it since). */
export async function saveGuideDraft(actor: Actor, save: DraftSave): Promise<CityGuideDraft> {
  /* a scheduled draft is published by the timer as its author: under review that is refused */
  if (save.publishAt && !mayPublish(actor.role)) {
    throw new PublishingRefused('city', String(save.cityId))
  }
  return db.transaction(async (trx) => {
    const city = await City.query({ client: trx })
      .where('id', save.cityId)
      .forUpdate()
      .firstOrFail()
    const draft = await lockedDraft(save.cityId, trx)
    expectDraftVersion(draft, save.draftVersion)
    const row = draft ?? new CityGuideDraft()
    row.useTransaction(trx)
    row.merge({ input: save.input, publishAt: save.publishAt, updatedBy: actor.id })
    if (!draft) {
      row.merge({
        cityId: city.id,
        mediaId: city.mediaId,
        imageHash: city.imageHash,
        baseVersion: save.baseVersion,
      })
    } else row.version = draft.version + 1
    return row.save()
  })
}

/** Drops the draft (and its picture's files when nothing else uses them). */
export async function discardGuideDraft(cityId: number, expected?: number) {
  const hash = await db.transaction(async (trx) => {
    const draft = await lockedDraft(cityId, trx)
    expectDraftVersion(draft, expected)
    if (!draft) return null
    await draft.useTransaction(trx).delete()
    return draft.imageHash
  })
  await deleteImageIfUnused(hash)
}

/** The draft with its picture of the library changed (made from the published guide when there is none). */
export async function setDraftPicture(
  actor: Actor,
  cityId: number,
  media: { id: number; hash: string } | null
) {
  const name = await db.transaction(async (trx) => {
    const city = await findRecord(cityResource, cityId, trx)
    const draft = (await lockedDraft(cityId, trx)) ?? newDraftOf(city)
    draft.useTransaction(trx)
    draft.merge({ mediaId: media?.id ?? null, imageHash: media?.hash ?? null, updatedBy: actor.id })
    if (draft.$isPersisted) draft.version += 1
    await draft.save()
    return (city as City).name
  })
  return { name }
}

function newDraftOf(city: LucidRow) {
  const values = formValues(cityResource, city)
  delete values.id
  delete values.image_hash
  delete values.version
  return new CityGuideDraft().merge({
    cityId: (city as City).id,
    input: values,
    mediaId: (city as City).mediaId,
    imageHash: (city as City).imageHash,
    baseVersion: versionOfRow(city),
  })
}

/** Writes `input` with the draft's picture over the city in `trx` and removes the draft. */
async function writePublication(
  trx: TransactionClientContract,
  cityId: number,
  input: Values,
  zone: string
) {
  const draft = await lockedDraft(cityId, trx)
  const city = (await findRecord(cityResource, cityId, trx)) as City
  const previous = city.imageHash
  const before = snapshotRecord(cityResource, city)
  if (draft) city.merge({ mediaId: draft.mediaId, imageHash: draft.imageHash })
  const change = await writeRecordUpdate(cityResource, trx, city, input, zone)
  await draft?.useTransaction(trx).delete()
  return { ...change, before, result: { row: change.result as City, previous } }
}

async function dropOldPicture({ row, previous }: { row: City; previous: string | null }) {
  if (previous !== row.imageHash) await deleteImageIfUnused(previous)
  return row
}

/**
 * Publishes `input` (the submitted form) with the draft's picture, as one
 * audited update of the city on the version the form stood on (StaleVersion
 * otherwise; StaleDraft when the draft moved since the form was opened), and
 * removes the draft.
 */
export async function publishGuide(
  actor: Actor,
  cityId: number,
  input: Values,
  zone: string,
  expected: { version?: number; draftVersion?: number } = {}
) {
  const published = await auditedChange(actor, 'city', async (trx) => {
    await expectVersion(City, cityId, expected.version, trx)
    expectDraftVersion(await lockedDraft(cityId, trx), expected.draftVersion)
    return writePublication(trx, cityId, input, zone)
  })
  return dropOldPicture(published)
}

/**
 * Publishes the city's draft as `actor` in `trx` (an admin approving it after
 * review); afterwards, run the returned cleanup (the old picture's files).
 * Null: there is no draft (published or discarded meanwhile).
 */
export async function publishDraftIn(
  trx: TransactionClientContract,
  actor: Actor,
  cityId: number,
  zone: string
) {
  const draft = await lockedDraft(cityId, trx)
  if (!draft) return null
  const change = await writePublication(trx, cityId, draft.input, zone)
  await recordChange(trx, actor, 'city', change)
  return { title: change.result.row.name, cleanUp: () => dropOldPicture(change.result) }
}

/** Publishes `due` in a savepoint of `trx`; the city's row, or null when the write failed. */
async function publishInSavepoint(
  trx: TransactionClientContract,
  due: CityGuideDraft,
  zone: string
) {
  const editor = due.updatedBy ? await AdminUser.find(due.updatedBy, { client: trx }) : null
  const actor = editor ? { id: editor.id, email: editor.email, role: editor.role } : null
  const savepoint = await trx.transaction()
  try {
    const change = await writePublication(savepoint, due.cityId, due.input, zone)
    await recordChange(savepoint, actor, 'city', change)
    await savepoint.commit()
    return change.result
  } catch {
    await savepoint.rollback()
    return null
  }
}

/**
 * One due draft published as whoever scheduled it. A draft the database
 * refuses by then (its address taken meanwhile) stays a draft without its
 * time, so it is not tried again and again. Undefined: none was due (or free).
 */
async function publishOneDueDraft(zone: string): Promise<'published' | 'kept' | undefined> {
  const outcome = await db.transaction(async (trx) => {
    const due = await CityGuideDraft.query({ client: trx })
      .where('publish_at', '<=', DateTime.now().toSQL()!)
      .orderBy('publish_at')
      .forUpdate()
      .skipLocked()
      .first()
    if (!due) return undefined
    const published = await publishInSavepoint(trx, due, zone)
    if (published) return published
    await due.useTransaction(trx).merge({ publishAt: null }).save()
    return 'kept' as const
  })
  if (outcome === undefined || outcome === 'kept') return outcome
  await dropOldPicture(outcome)
  return 'published'
}

/**
 * Publishes every draft whose time has come (a draft another instance is
 * publishing at that moment is skipped: that instance does it); how many
 * were published and how many were kept as drafts.
 */
export async function publishDueGuideDrafts(zone: string) {
  const counts = { published: 0, kept: 0 }
  for (let outcome = await publishOneDueDraft(zone); outcome;) {
    counts[outcome]++
    outcome = await publishOneDueDraft(zone)
  }
  return counts
}

/** The earliest time a scheduled draft is due (null: none scheduled). */
export async function nextGuidePublication(): Promise<DateTime | null> {
  const row = await CityGuideDraft.query().whereNotNull('publish_at').orderBy('publish_at').first()
  return row?.publishAt ?? null
}

/** Child rows as models (not saved) from a draft's rows: every staff-edited column, absent ones null. */
function childRows(child: ChildRows, rows: unknown): LucidRow[] {
  return ((rows ?? []) as Values[]).map((values) => {
    const columns = child.fields.map((field) => [string.camelCase(field), values[field] ?? null])
    return new child.model().merge(Object.fromEntries(columns))
  })
}

/**
 * The guide as the public would see it with the draft published: the city
 * with the draft's values over it (not saved), through the public serializer.
 */
export async function previewCityGuide(cityId: number): Promise<CityGuideShape> {
  const city = (await findRecord(cityResource, cityId)) as City
  const draft = await findGuideDraft(city.id)
  if (!draft) await city.load('media')
  if (draft) {
    city.merge(await cityResource.attributes(draft.input, undefined as never, ''))
    city.merge({ mediaId: draft.mediaId, imageHash: draft.imageHash })
    city.$setRelated('media', draft.mediaId === null ? null : await Media.find(draft.mediaId))
    for (const child of cityResource.children) {
      city.$setRelated(child.relation as never, childRows(child, draft.input[child.key]) as never)
    }
  }
  return guideShapeOf(city)
}
