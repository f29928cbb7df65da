/*
| Issue #27 (media library): what the library's pictures carry to the API
| (image_alt, image_credit, image_focal_point, declared in /openapi.json),
| the JSON-LD (ImageObject with caption and creditText) and the site
| (<img alt>, focal point classes); replacing a picture's file reaches every
| record using it; the database refuses a public event whose picture has no
| alt text; the library's changes are in the history.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import Event from '#models/event'
import Media from '#models/media'
import AuditLog from '#models/audit_log'
import { EventFactory } from '#database/factories/event_factory'
import { CityFactory } from '#database/factories/city_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { postAdminForm } from '#tests/helpers/admin_forms'
import { assertMatchesOpenApi, openApiDocument } from '#tests/helpers/openapi'
import { readPageHead } from '#tests/helpers/page_head'
import { attempt } from '#tests/helpers/database_rows'

const ALT = 'Students on a boat at sunset'
const CREDIT = 'Photo: Ana Lima'

/** A small picture of one colour (a new file, hence a new hash, per colour). */
const plainPicture = (colour: string) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: colour } })
    .png()
    .toBuffer()

test.group(
  'Media library: alt text, credit and focal point reach the API, JSON-LD and site',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('an event and a city with a library picture: API fields, OpenAPI, JSON-LD and <img alt>', async ({
      client,
      assert,
    }) => {
      const media = await Media.create({
        hash: 'a1b2c3d4e5f60718',
        alt: ALT,
        credit: CREDIT,
        focalX: 30,
        focalY: 72,
      })
      const event = await EventFactory.merge({
        mediaId: media.id,
        publication: 'published',
      }).create()
      const city = await CityFactory.merge({ mediaId: media.id }).create()

      const api = await client.get(`/api/v1/events/${event.id}`)
      api.assertStatus(200)
      assert.match(api.body().image, /\/media\/a1b2c3d4e5f60718-lg\.jpg$/)
      assert.equal(api.body().image_alt, ALT)
      assert.equal(api.body().image_credit, CREDIT)
      assert.deepEqual(api.body().image_focal_point, { x: 30, y: 72 })
      await assertMatchesOpenApi(api, { operationId: 'getEvent', status: 200 })

      const cities = await client.get(`/api/v1/cities?q=${encodeURIComponent(city.name)}`)
      const card = cities.body().cities.find((item: { slug: string }) => item.slug === city.slug)
      assert.equal(card.image_alt, ALT)
      assert.deepEqual(card.image_focal_point, { x: 30, y: 72 })
      const guide = await client.get(`/api/v1/cities/${city.slug}`)
      assert.equal(guide.body().image_alt, ALT)

      const document = (await openApiDocument()) as any
      for (const schema of ['Event', 'CityCard']) {
        const properties = document.components.schemas[schema].properties
        assert.properties(properties, ['image', 'image_alt', 'image_credit', 'image_focal_point'])
      }

      const page = await client.get(`/events/${event.id}`)
      assert.include(page.text(), `alt="${ALT}"`)
      assert.include(page.text(), 'focal focal-x-30 focal-y-70')
      assert.include(page.text(), `Picture: ${CREDIT}`)
      assert.include(page.text(), `<meta property="og:image:alt" content="${ALT}" />`)
      const image = readPageHead(page.text()).jsonLd.flatMap((block: any) => block.image ?? [])
      assert.deepEqual(image, [
        {
          '@type': 'ImageObject',
          'url': api.body().image,
          'contentUrl': api.body().image,
          'caption': ALT,
          'creditText': CREDIT,
        },
      ])
    })

    test('an event without a picture has null image fields, still valid against /openapi.json', async ({
      client,
      assert,
    }) => {
      const event = await EventFactory.merge({ publication: 'published' }).create()
      const api = await client.get(`/api/v1/events/${event.id}`)
      assert.isNull(api.body().image)
      assert.isNull(api.body().image_alt)
      assert.isNull(api.body().image_credit)
      assert.isNull(api.body().image_focal_point)
      await assertMatchesOpenApi(api, { operationId: 'getEvent', status: 200 })
    })
  }
)

test.group(
  'Media library: staff pages, replace everywhere, alt text before publishing',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('a new file for a picture reaches both events using it; the usage and history show it', async ({
      client,
      assert,
    }) => {
      const staff = await AdminUserFactory.create()
      const created = await client
        .post('/admin/media')
        .file('image', await plainPicture('#336699'), { filename: 'boat.png' })
        .field('alt', ALT)
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)
      created.assertStatus(302)
      const mediaId = Number(created.header('location')!.split('/').pop())
      const media = await Media.findOrFail(mediaId)
      assert.equal(media.alt, ALT)
      const events = [
        await EventFactory.merge({ mediaId, publication: 'published' }).create(),
        await EventFactory.merge({ mediaId, publication: 'published' }).create(),
      ]

      const page = await client.get(`/admin/media/${mediaId}`).loginAs(staff)
      assert.include(page.text(), 'Used by 2 events')

      const replaced = await client
        .post(`/admin/media/${mediaId}/file`)
        .file('image', await plainPicture('#993366'), { filename: 'boat-2.png' })
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)
      replaced.assertFlashMessage(
        'success',
        `Picture ${mediaId} was replaced everywhere it is used.`
      )
      await media.refresh()
      for (const event of events) {
        await event.refresh()
        assert.equal(event.imageHash, media.hash, 'the database carried the new hash')
        const api = await client.get(`/api/v1/events/${event.id}`)
        assert.match(api.body().image, new RegExp(`/media/${media.hash}-lg\\.jpg$`))
      }

      const entries = await AuditLog.query()
        .where({ entity_type: 'media', entity_id: String(mediaId) })
        .orderBy('id')
      assert.deepEqual(
        entries.map((entry) => entry.action),
        ['create', 'update']
      )
      const search = await client.get('/admin/search?q=sunset%20BOAT').loginAs(staff)
      assert.include(search.text(), `href="/admin/media/${mediaId}"`, 'global search finds it')

      const history = await client.get(`/admin/history/media/${mediaId}`).loginAs(staff)
      history.assertStatus(200)
      assert.include(history.text(), ALT)

      const deletion = await postAdminForm(
        client,
        staff,
        `/admin/media/${mediaId}/delete`,
        {}
      ).redirects(0)
      deletion.assertFlashMessage(
        'failure',
        'This picture is still used. Choose another picture for those records first.'
      )
    })

    test('a picture without alt text: an event using it cannot be published (by SQL or in bulk), its alt text cannot be removed once public', async ({
      client,
      assert,
    }) => {
      const staff = await AdminUserFactory.create()
      const media = await Media.create({ hash: 'b1b2c3d4e5f60718', alt: null })
      const event = await EventFactory.merge({ mediaId: media.id, publication: 'draft' }).create()

      const refused = await attempt((trx) =>
        trx.from('events').where('id', event.id).update({ publication: 'published' })
      )
      assert.equal(refused?.constraint, 'media_alt_before_publishing', 'the database refuses it')

      const bulk = await postAdminForm(client, staff, '/admin/events/bulk/apply', {
        action: 'publish',
        ids: [event.id],
      }).redirects(0)
      bulk.assertFlashMessage(
        'failure',
        'An event whose picture has no alt text cannot be published: write it in the media library first. None of the chosen records was changed.'
      )
      const stillDraft = await Event.findOrFail(event.id)
      assert.equal(stillDraft.publication, 'draft')

      const chosen = await postAdminForm(client, staff, `/admin/events/${event.id}/image/choose`, {
        media_id: media.id,
      }).redirects(0)
      chosen.assertStatus(302)

      await postAdminForm(client, staff, `/admin/media/${media.id}`, {
        alt: ALT,
        focal_x: '50',
        focal_y: '50',
      }).redirects(0)
      await db.from('events').where('id', event.id).update({ publication: 'published' })
      const published = await Event.findOrFail(event.id)
      assert.equal(published.publication, 'published')

      const cleared = await postAdminForm(client, staff, `/admin/media/${media.id}`, {
        alt: '',
        focal_x: '50',
        focal_y: '50',
      }).redirects(0)
      cleared.assertFlashMessage(
        'failure',
        'A published or scheduled event shows this picture: its alt text cannot be removed.'
      )
      await media.refresh()
      assert.equal(media.alt, ALT)
    })

    test("restoring an older version brings its picture back, with that picture's current file", async ({
      client,
      assert,
    }) => {
      const staff = await AdminUserFactory.create()
      const first = await Media.create({ hash: 'c1b2c3d4e5f60718', alt: 'The first picture' })
      const second = await Media.create({ hash: 'd1b2c3d4e5f60718', alt: 'The second picture' })
      const event = await EventFactory.merge({ publication: 'published' }).create()
      const choose = (mediaId: number) =>
        postAdminForm(client, staff, `/admin/events/${event.id}/image/choose`, {
          media_id: mediaId,
        }).redirects(0)
      await choose(first.id)
      await choose(second.id)
      /* the first picture's file changed since that version */
      await db.from('media').where('id', first.id).update({ hash: 'e1b2c3d4e5f60718' })
      const [withFirst] = await AuditLog.query()
        .where({ entity_type: 'event', entity_id: event.id })
        .orderBy('id')
      const restored = await client
        .post(`/admin/history/entries/${withFirst.id}/restore`)
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)
      restored.assertStatus(302)
      await event.refresh()
      assert.equal(event.mediaId, first.id)
      assert.equal(event.imageHash, 'e1b2c3d4e5f60718')

      /* a version from before the library names a file but no picture: the current picture stays */
      await postAdminForm(client, staff, `/admin/events/${event.id}/image/delete`, {}).redirects(0)
      const older = { ...withFirst.after! }
      delete older.media_id
      const beforeLibrary = await AuditLog.create({
        ...withFirst.$attributes,
        id: undefined,
        after: { ...older, image_hash: 'c1b2c3d4e5f60718' },
      })
      const again = await client
        .post(`/admin/history/entries/${beforeLibrary.id}/restore`)
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)
      again.assertStatus(302)
      await event.refresh()
      assert.isNull(event.mediaId)
      assert.isNull(event.imageHash)
    })
  }
)

test.group('Media library: records move with their picture', () => {
  test('a new alt text, credit or focal point moves the version of the events using the picture', async ({
    assert,
  }) => {
    const media = await Media.create({ hash: 'f1b2c3d4e5f60718', alt: 'Before' })
    const event = await EventFactory.merge({ mediaId: media.id, publication: 'published' }).create()
    try {
      const version = async () => {
        const row = await db.from('events').where('id', event.id).select('version').firstOrFail()
        return Number(row.version)
      }
      const before = await version()
      await db.from('media').where('id', media.id).update({ alt: 'After' })
      assert.equal(await version(), before + 1, 'alt text')
      await db.from('media').where('id', media.id).update({ focal_x: 10 })
      assert.equal(await version(), before + 2, 'focal point')
      await db.from('media').where('id', media.id).update({ focal_x: 10 })
      assert.equal(await version(), before + 2, 'no change, no move')
    } finally {
      await event.delete()
      await media.delete()
    }
  })
})
