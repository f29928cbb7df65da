/*
| Saving a record's form (create, update), HTTP-free and through the gate
| (app/admin/actions/gate.ts): the picture's alt text before publishing, the
| write (the publication gate inside it), then the picture. An update is
| written on the version the form was made from, or on the current one when
| the record moved only outside the form's fields (its picture).
*/
import type { LucidRow } from '@adonisjs/lucid/types/model'
import type { AdminResource } from '#admin/engine/admin_resource'
import type { PictureIntent } from '#admin/engine/record_images'
import { createRecord, findRecord, formValues, updateRecord } from '#admin/engine/resource_records'
import { StaleVersion } from '#admin/engine/record_versions'
import { formUntouchedSince } from '#admin/engine/edit_conflicts'
import type { Actor, Snapshot } from '#admin/staff/audit_trail'
import { applyPicture, refuseAltless, type PictureOutcome } from '#admin/actions/record_picture'
import { through, type ActionResult } from '#admin/actions/gate'

/** A validated form: its resource, who saves it, in which time zone, and its picture. */
export interface FormSave {
  resource: AdminResource
  actor: Actor
  zone: string
  input: object
  picture: PictureIntent
}

/** An update: the record, and the version (and values) the form was made from. */
export interface FormUpdate extends FormSave {
  id: string | number
  expected?: number
  base: Snapshot
}

/** The write of an update at a version (a city guide publishes its draft with it). */
export type UpdateWrite = (version?: number) => Promise<object>

export interface Saved {
  row: LucidRow
  id: string | number
  picture: PictureOutcome
}

const NO_PICTURE: PictureIntent = { choice: null, remove: false }

const idOf = (row: object) => (row as { id: string | number }).id

/** Creates a record from its form (and its picture). */
export async function createFromForm(save: FormSave): Promise<ActionResult<Saved>> {
  const { resource, actor, zone, input, picture } = save
  return through(actor, 'content', async () => {
    await refuseAltless(resource, null, input, null, picture)
    const row = await createRecord(resource, actor, input, zone)
    return { row, id: idOf(row), picture: await applyPicture(actor, resource, idOf(row), picture) }
  })
}

/** Updates a record from its form (and its picture); `write` replaces the record's own write. */
export async function updateFromForm(
  save: FormUpdate,
  write?: UpdateWrite
): Promise<ActionResult<Saved>> {
  const { resource, actor, id, input, picture = NO_PICTURE } = save
  const written: UpdateWrite =
    write ?? ((version) => updateRecord(resource, actor, id, input as never, save.zone, version))
  return through(actor, 'content', async () => {
    const current = await findRecord(resource, id)
    const publication = (current as unknown as { publication?: string }).publication ?? null
    await refuseAltless(resource, id, input, publication, picture)
    const row = (await writeOnVersion(save, written)) as LucidRow
    return { row, id, picture: await applyPicture(actor, resource, id, picture) }
  })
}

/** The write on the form's version; on the current one when only the picture moved since. */
async function writeOnVersion(save: FormUpdate, write: UpdateWrite) {
  try {
    return await write(save.expected)
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error
    const theirs = formValues(save.resource, await findRecord(save.resource, save.id), save.zone)
    if (!formUntouchedSince(save.resource, save.base, theirs)) throw error
    return write(error.current)
  }
}
