import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { EventFactory } from '#database/factories/event_factory'
import { uniqueName } from '#database/factories/unique_name'
import { about, currentToken, plainSql } from '#tests/helpers/change_feed'
import { publicCatalog, SyncingClient } from '#tests/helpers/syncing_client'

/*
| The change feed follows the public catalog (issue #15): drafts and
| scheduled records are not in it, a record entering the public is
| `created` (at its publish time, with no write then), one leaving it
| (unpublish time, back to draft) `deleted`. A client that follows the feed
| holds exactly the public catalog. These tests commit their writes.
*/

const INSERT_PARTNER = `INSERT INTO partners (slug, name, category, kind, description, deal,
  position, publication, publish_at) VALUES ($1::text, $1::text, 'food', 'student_offer', 'd',
  'Deal ' || $1::text, 0, $2::text, $3::timestamptz)`

const setEvent = (id: string, assignments: string, values: unknown[] = []) =>
  plainSql([`UPDATE events SET ${assignments} WHERE id = $1`, [id, ...values]])

/** Polls the public catalog until `ready` says so (the scheduled instant passes). */
async function catalogOnceReady(
  client: ApiClient,
  ready: (catalog: Awaited<ReturnType<typeof publicCatalog>>) => boolean
) {
  const deadline = Date.now() + 20_000
  let catalog = await publicCatalog(client)
  while (!ready(catalog) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    catalog = await publicCatalog(client)
  }
  return catalog
}

test.group('Sync: the change feed shows only what is public', (group) => {
  const cleanup: (() => Promise<unknown>)[] = []
  group.each.teardown(async () => {
    for (const step of cleanup.splice(0).reverse()) await step()
  })

  test('a draft is never in the feed; publishing creates, back to draft deletes', async ({
    client,
    assert,
  }) => {
    const sync = new SyncingClient(client)
    await sync.start()
    const event = await EventFactory.merge({ publication: 'draft' }).create()
    const [draftPartner, renamed] = [uniqueName('feed-partner'), uniqueName('feed-partner-renamed')]
    cleanup.push(() => plainSql([`DELETE FROM events WHERE id = $1`, [event.id]]))
    cleanup.push(() =>
      plainSql([`DELETE FROM partners WHERE slug = ANY($1)`, [[draftPartner, renamed]]])
    )
    await plainSql([INSERT_PARTNER, [draftPartner, 'draft', null]])
    await setEvent(event.id, `name = name || ' (edited)'`)
    await sync.catchUp()
    assert.deepEqual(about(sync.applied, [event.id, draftPartner]), [])

    await setEvent(event.id, `publication = 'published'`)
    await plainSql([
      `UPDATE partners SET publication = 'published' WHERE slug = $1`,
      [draftPartner],
    ])
    await setEvent(event.id, `name = name || ' (live)'`)
    await plainSql([`UPDATE partners SET slug = $2 WHERE slug = $1`, [draftPartner, renamed]])
    await sync.catchUp()
    assert.deepEqual(sync.copy(), await publicCatalog(client))

    await setEvent(event.id, `publication = 'draft'`)
    await setEvent(event.id, `name = name || ' (hidden again)'`)
    await plainSql([`UPDATE partners SET publication = 'draft' WHERE slug = $1`, [renamed]])
    await plainSql([`DELETE FROM partners WHERE slug = $1`, [renamed]])
    await sync.catchUp()
    assert.deepEqual(about(sync.applied, [event.id, draftPartner, renamed]), [
      `event ${event.id} created`,
      `partner ${draftPartner} created`,
      `event ${event.id} updated`,
      `partner ${draftPartner} deleted`,
      `partner ${renamed} created`,
      `event ${event.id} deleted`,
      `partner ${renamed} deleted`,
    ])
    assert.deepEqual(sync.copy(), await publicCatalog(client))
  })

  test('deleting or rescheduling a record the public never saw logs nothing', async ({
    client,
    assert,
  }) => {
    const sync = new SyncingClient(client)
    await sync.start()
    const later = DateTime.now().plus({ days: 3 })
    const event = await EventFactory.merge({ publication: 'scheduled', publishAt: later }).create()
    cleanup.push(() => plainSql([`DELETE FROM events WHERE id = $1`, [event.id]]))
    await setEvent(event.id, `publish_at = publish_at + interval '1 day'`)
    await setEvent(event.id, `publication = 'draft', publish_at = NULL`)
    await plainSql([`DELETE FROM events WHERE id = $1`, [event.id]])
    await sync.catchUp()
    assert.deepEqual(about(sync.applied, [event.id]), [])
    assert.deepEqual(sync.copy(), await publicCatalog(client))
  })

  test('a scheduled event and partner appear at their time and go at their unpublish time', async ({
    client,
    assert,
  }) => {
    const sync = new SyncingClient(client)
    await sync.start()
    const publishAt = DateTime.now().plus({ seconds: 4 })
    const unpublishAt = publishAt.plus({ seconds: 2 })
    const event = await EventFactory.merge({
      publication: 'scheduled',
      publishAt,
      unpublishAt,
    }).create()
    const partner = uniqueName('feed-soon')
    cleanup.push(() => plainSql([`DELETE FROM events WHERE id = $1`, [event.id]]))
    cleanup.push(() => plainSql([`DELETE FROM partners WHERE slug = $1`, [partner]]))
    await plainSql([INSERT_PARTNER, [partner, 'scheduled', publishAt.toISO()]])
    const written = await currentToken(client)

    const before = await sync.catchUp()
    assert.deepEqual(about(before, [event.id, partner]), [])
    assert.notInclude(sync.copy().events, event.id)
    /* the answer after the last token is read (and cached) before the instant */
    const early = await client.get('/api/v1/changes').qs({ since: written })
    assert.deepEqual(about(early.body().changes, [event.id, partner]), [])

    const shown = await catalogOnceReady(client, (catalog) => catalog.events.includes(event.id))
    assert.include(shown.events, event.id)
    assert.isAtLeast(Date.now(), publishAt.toMillis())
    const late = await client.get('/api/v1/changes').qs({ since: written })
    assert.includeMembers(about(late.body().changes, [event.id, partner]), [
      `event ${event.id} created`,
      `partner ${partner} created`,
    ])
    const appeared = await sync.catchUp()
    const created = appeared.find((change) => change.id === event.id)!
    assert.isAtLeast(Date.parse(created.changed_at), publishAt.toMillis())
    /* no write happened at the publish time: the event's own updated_at is older */
    const read = await client.get(`/api/v1/events/${event.id}`)
    assert.isBelow(Date.parse(read.body().updated_at), publishAt.toMillis())
    assert.includeMembers(sync.copy().events, [event.id])
    assert.includeMembers(sync.copy().partners, [partner])

    const gone = await catalogOnceReady(client, (catalog) => !catalog.events.includes(event.id))
    assert.notInclude(gone.events, event.id)
    await sync.catchUp()
    assert.deepEqual(about(sync.applied, [event.id]), [
      `event ${event.id} created`,
      `event ${event.id} deleted`,
    ])
    assert.deepEqual(sync.copy(), await publicCatalog(client))
  })
})
