/*
| Issue #39 item 4: the media library in a record's form. Each picture is
| offered with its thumbnail and alt text (a plain select, laid out as a grid
| by media_picker.js), and a file the library holds already (the same
| content hash) is not copied: the existing picture is used and named.
| Over plain HTTP, the form posted as a browser posts it (multipart).
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import sharp from 'sharp'
import type AdminUser from '#models/admin_user'
import Event from '#models/event'
import Media from '#models/media'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { asForm, eventForm } from '#tests/helpers/admin_forms'
import { deleteImageIfUnused } from '#services/images/image_store'

const picture = (background: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .png()
    .toBuffer()

function postWithPicture(
  client: ApiClient,
  staff: AdminUser,
  path: string,
  values: Record<string, unknown>,
  bytes: Buffer
) {
  const request = client.post(path).loginAs(staff).withCsrfToken().redirects(0)
  for (const [key, value] of new URLSearchParams(asForm(values))) request.field(key, value)
  return request.file('image', bytes, { filename: 'poster.png' })
}

test.group('Admin: the media library in a record’s form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a file the library holds already is not copied: the existing picture is used and named', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const bytes = await picture('#7c3aed')
    const first = eventForm({ name: 'First poster night', image_alt: 'A violet poster' })
    await postWithPicture(client, staff, '/admin/events', first, bytes)
    const original = await Event.findOrFail(first.id)
    const media = await Media.findOrFail(original.mediaId!)
    const countBefore = await Media.query().where('hash', media.hash).select('id')

    const second = eventForm({ name: 'Second poster night', image_alt: 'Another text' })
    const response = await postWithPicture(client, staff, '/admin/events', second, bytes)
    response.assertStatus(302)
    response.assertFlashMessage(
      'success',
      `Second poster night was created. This file is in the media library already (picture ${media.id}, “A violet poster”): that picture is used, no copy was made.`
    )
    const copy = await Event.findOrFail(second.id)
    assert.equal(copy.mediaId, media.id)
    assert.lengthOf(await Media.query().where('hash', media.hash).select('id'), countBefore.length)

    /* the library's own upload says so too, and shows the picture it has */
    const upload = await client
      .post('/admin/media')
      .loginAs(staff)
      .withCsrfToken()
      .field('alt', 'Third text')
      .file('image', bytes, { filename: 'poster.png' })
      .redirects(0)
    assert.equal(upload.header('location'), `/admin/media/${media.id}`)
    upload.assertFlashMessage(
      'success',
      `This file is in the library already: picture ${media.id}, shown here. No copy was made.`
    )
    await Event.query().whereIn('id', [first.id, second.id]).delete()
    await Media.query().where('id', media.id).delete()
    await deleteImageIfUnused(media.hash)
  })

  test('the form offers each picture with its thumbnail and alt text, a plain select without JavaScript', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const described = await Media.create({ hash: 'aaaaaaaaaaaaaaa1', alt: 'Canal at dusk' })
    const bare = await Media.create({ hash: 'aaaaaaaaaaaaaaa2', alt: null, credit: 'Ana' })
    const event = await EventFactory.create()
    const page = await client.get(`/admin/events/${event.id}/edit`).loginAs(staff)
    page.assertStatus(200)
    const html = page.text()
    assert.include(html, 'data-media-picker')
    assert.include(html, '<select id="f-image-choose" name="image_media_id"')
    const optionOf = (id: number) =>
      new RegExp(`<option value="${id}"[^>]*>[^<]*</option>`).exec(html)?.[0] ?? ''
    assert.include(optionOf(described.id), 'data-thumb="/media/aaaaaaaaaaaaaaa1-sm.jpg"')
    assert.include(optionOf(described.id), 'data-alt="Canal at dusk"')
    assert.include(optionOf(described.id), 'Canal at dusk')
    assert.include(optionOf(bare.id), 'data-credit="Ana"')
    assert.include(optionOf(bare.id), 'no alt text yet')
    assert.include(html, 'src="/admin-assets/media_picker.js"')
  })
})
