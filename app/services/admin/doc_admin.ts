import Doc from '#models/doc'
import type { DocInput } from '#validators/admin/doc'
import { auditedChange, snapshotOf, type Actor } from '#services/admin/audit_trail'
import { paginate, whereContains } from '#services/admin/listing'
import { publicationAttributes, publicationFormValues } from '#services/admin/publication_form'

/** The docs a list search matches (the list's page, or every one for a bulk action). */
export function docSearch(search: { q?: string; filter?: string }) {
  const query = Doc.query().orderBy('kind').orderBy('slug')
  whereContains(query, ['title', 'slug', 'summary'], search.q)
  if (search.filter) query.where('kind', search.filter)
  return query
}

export function listDocs(search: { q?: string; page?: number; filter?: string }) {
  return paginate(docSearch(search).preload('city'), search.page)
}

export function findDoc(id: number) {
  return Doc.findOrFail(id)
}

function docAttributes(input: DocInput) {
  return {
    slug: input.slug,
    kind: input.kind,
    title: input.title,
    summary: input.summary ?? '',
    body: input.body,
    cityId: input.city_id ?? null,
    ...publicationAttributes(input),
  }
}

/** The edit form's values: publication times as datetime-local values of the staff zone. */
export function docFormValues(doc: Doc) {
  return { ...snapshotOf(doc), ...publicationFormValues(doc) }
}

export function createDoc(actor: Actor, input: DocInput) {
  return auditedChange(actor, 'doc', async (trx) => {
    const doc = await Doc.create(docAttributes(input), { client: trx })
    return { action: 'create', entityId: doc.id, before: null, after: snapshotOf(doc), result: doc }
  })
}

export function updateDoc(actor: Actor, id: number, input: DocInput) {
  return auditedChange(actor, 'doc', async (trx) => {
    const doc = await Doc.query({ client: trx }).where('id', id).firstOrFail()
    const before = snapshotOf(doc)
    doc.merge(docAttributes(input))
    await doc.save()
    return { action: 'update', entityId: doc.id, before, after: snapshotOf(doc), result: doc }
  })
}

export function deleteDoc(actor: Actor, id: number) {
  return auditedChange(actor, 'doc', async (trx) => {
    const doc = await Doc.query({ client: trx }).where('id', id).firstOrFail()
    const before = snapshotOf(doc)
    await doc.delete()
    return { action: 'delete', entityId: id, before, after: null, result: doc }
  })
}
