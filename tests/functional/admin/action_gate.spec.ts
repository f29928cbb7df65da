/*
| Issue 38: the panel's write use cases are actions (app/admin/actions/),
| HTTP-free, each passing one gate. Called directly, without a request: a
| role without what the action needs is refused before anything is written,
| and a refusal on the way (the publication gate under review, a moved
| version) comes back as a typed failure, never as an exception.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { randomBytes } from 'node:crypto'
import { serviceConfig } from '#config/service'
import Doc from '#models/doc'
import ReviewRequest from '#models/review_request'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { createFromForm, updateFromForm } from '#admin/actions/save_record'
import { approveDraft, submitDraft } from '#admin/actions/review'
import { deleteFromForm } from '#admin/actions/delete_record'
import { bulkChange, quickEventChange } from '#admin/actions/bulk'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'

const ZONE = 'Europe/Berlin'
const NO_PICTURE = { choice: null, remove: false }

async function actorOf(role: 'admin' | 'editor') {
  const user = await AdminUserFactory.merge({ role }).create()
  return { id: user.id, email: user.email, role: user.role }
}

const docInput = (publication: string) => ({
  slug: `gate-${randomBytes(4).toString('hex')}`,
  kind: 'faq',
  title: 'Gate',
  body: 'Body',
  publication,
})

test.group('Admin actions: one gate', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const setting = serviceConfig.staffReview
    serviceConfig.staffReview = 'editors'
    return () => {
      serviceConfig.staffReview = setting
    }
  })

  test('an editor approving a review is refused by the gate; the request still waits', async ({
    assert,
  }) => {
    const editor = await actorOf('editor')
    const resource = ADMIN_RESOURCES.doc
    const created = await createFromForm({
      resource,
      actor: editor,
      zone: ZONE,
      input: docInput('draft'),
      picture: NO_PICTURE,
    })
    assert.isTrue(created.ok)
    const id = String((created.ok && created.value.id) || '')
    const submitted = await submitDraft(editor, 'doc', id)
    assert.isTrue(submitted.ok)
    const request = await ReviewRequest.findByOrFail({ entityId: id })
    const approved = await approveDraft(editor, request.id)
    assert.deepEqual(approved, { ok: false, failure: { kind: 'forbidden', need: 'review' } })
    await request.refresh()
    assert.equal(request.state, 'pending')
    const doc = await Doc.findOrFail(id)
    assert.equal(doc.publication, 'draft')
  })

  test('a publication the gate refuses is a typed failure and nothing is kept', async ({
    assert,
  }) => {
    const editor = await actorOf('editor')
    const input = docInput('published')
    const created = await createFromForm({
      resource: ADMIN_RESOURCES.doc,
      actor: editor,
      zone: ZONE,
      input,
      picture: NO_PICTURE,
    })
    assert.isFalse(created.ok)
    assert.equal(!created.ok && created.failure.kind, 'publishing')
    assert.isNull(await Doc.findBy('slug', input.slug))
  })

  test('a save or a delete on a moved version is a typed failure', async ({ assert }) => {
    const admin = await actorOf('admin')
    const resource = ADMIN_RESOURCES.doc
    const input = docInput('draft')
    const created = await createFromForm({
      resource,
      actor: admin,
      zone: ZONE,
      input,
      picture: NO_PICTURE,
    })
    const id = created.ok ? created.value.id : ''
    const base = { title: 'not what the record holds' }
    const update = { resource, actor: admin, zone: ZONE, id, base, picture: NO_PICTURE }
    const saved = await updateFromForm({
      ...update,
      input: { ...input, title: 'Mine' },
      expected: 0,
    })
    assert.equal(!saved.ok && saved.failure.kind, 'stale')
    const deleted = await deleteFromForm(resource, admin, id, 0)
    assert.equal(!deleted.ok && deleted.failure.kind, 'stale')
    const doc = await Doc.findOrFail(id)
    assert.equal(doc.title, 'Gate')
  })

  test('a bulk publication the gate refuses is a typed failure; none of the records changes', async ({
    assert,
  }) => {
    const editor = await actorOf('editor')
    const resource = ADMIN_RESOURCES.doc
    const draft = async () => {
      const created = await createFromForm({
        resource,
        actor: editor,
        zone: ZONE,
        input: docInput('draft'),
        picture: NO_PICTURE,
      })
      return String(created.ok ? created.value.id : '')
    }
    const ids = [await draft(), await draft()]
    const published = await bulkChange(editor, resource.path, ids, { action: 'publish' })
    assert.equal(!published.ok && published.failure.kind, 'publishing')
    const docs = await Doc.query().whereIn('id', ids)
    assert.deepEqual(
      docs.map((doc) => doc.publication),
      ['draft', 'draft']
    )
  })

  test('a quick change the event refuses, or on a moved version, is a typed failure', async ({
    assert,
  }) => {
    const admin = await actorOf('admin')
    const event = await EventFactory.merge({ waitlistOpen: false }).create()
    const soldOut = await quickEventChange(admin, event.id, { soldOut: true })
    assert.equal(!soldOut.ok && soldOut.failure.kind, 'refused')
    const stale = await quickEventChange(admin, event.id, { waitlistOpen: true }, 0)
    assert.equal(!stale.ok && stale.failure.kind, 'stale')
    await event.refresh()
    assert.isFalse(event.waitlistOpen)
    const opened = await quickEventChange(admin, event.id, { waitlistOpen: true })
    assert.isTrue(opened.ok)
    const after = await Event.findOrFail(event.id)
    assert.isTrue(after.waitlistOpen)
  })
})
