/*
| The media library inside the record's form (merge of issue #25's one-Save
| form and issue #27's media library): a new picture sent with the form
| becomes a picture of the library with the alt text and credit typed
| beside it; a picture of the library chosen in the form is saved with the
| same Save; publishing with a new picture without alt text is refused
| before anything is saved; a city's choice goes to its guide's draft and
| reaches the city when the guide is published.
*/
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import type AdminUser from '#models/admin_user'
import City from '#models/city'
import CityGuideDraft from '#models/city_guide_draft'
import Event from '#models/event'
import Media from '#models/media'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { asForm, cityForm, eventForm } from '#tests/helpers/admin_forms'

const picture = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer()

function postForm(
  client: ApiClient,
  staff: AdminUser,
  path: string,
  values: Record<string, unknown>,
  file: Buffer | null
) {
  const request = client.post(path).loginAs(staff).withCsrfToken().redirects(0)
  for (const [key, value] of new URLSearchParams(asForm(values))) request.field(key, value)
  if (file) request.file('image', file, { filename: 'picture.png' })
  else request.field('image', '')
  return request
}

/** The test's rows gone again (other files read every public record). */
async function removeRecords(rows: { events?: string[]; cities?: number[]; media?: number[] }) {
  if (rows.events) await db.from('events').whereIn('id', rows.events).delete()
  if (rows.cities) await db.from('cities').whereIn('id', rows.cities).delete()
  if (rows.media) await db.from('media').whereIn('id', rows.media).delete()
}

async function versionOf(table: string, id: string | number) {
  const row = await db.from(table).where('id', id).select('version').firstOrFail()
  return Number(row.version)
}

test.group('Record forms and the media library', () => {
  test('a new picture saved with the form joins the library with its alt text and credit', async ({
    client,
    assert,
    cleanup,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm({
      name: 'Library First Night',
      image_alt: 'Students dancing under paper lanterns',
      image_credit: 'Photo: the student union',
    })
    cleanup(() => removeRecords({ events: [form.id as string] }))
    const response = await postForm(client, staff, '/admin/events', form, await picture('#0e7490'))
    response.assertStatus(302)
    const event = await Event.query().where('id', form.id).preload('media').firstOrFail()
    assert.equal(event.publication, 'published')
    assert.equal(event.media?.alt, 'Students dancing under paper lanterns')
    assert.equal(event.media?.credit, 'Photo: the student union')
    assert.equal(event.imageHash, event.media?.hash)
  })

  test('publishing with a new picture without alt text is refused, nothing saved', async ({
    client,
    assert,
    cleanup,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ publication: 'draft', venueName: 'Old Hall' }).create()
    cleanup(() => removeRecords({ events: [event.id] }))
    const mediaBefore = await Media.query().count('* as total').firstOrFail()
    const form = eventForm({
      id: undefined,
      name: event.name,
      venue_name: 'Typed Hall',
      publication: 'published',
      _version: await versionOf('events', event.id),
    })
    const response = await postForm(
      client,
      staff,
      `/admin/events/${event.id}`,
      form,
      await picture('#a16207')
    )
    response.assertStatus(302)
    response.assertValidationError(
      'publication',
      'Write the alt text of the new picture (Picture card) before publishing this event.'
    )
    response.assertFlashMessage('venue_name', 'Typed Hall')
    await event.refresh()
    assert.equal(event.publication, 'draft')
    assert.equal(event.venueName, 'Old Hall')
    assert.isNull(event.mediaId)
    const mediaAfter = await Media.query().count('* as total').firstOrFail()
    assert.equal(mediaAfter.$extras.total, mediaBefore.$extras.total, 'no picture was stored')
  })

  test('a picture of the library chosen in the form is saved with the typed fields', async ({
    client,
    assert,
    cleanup,
  }) => {
    const staff = await AdminUserFactory.create()
    const media = await Media.create({ hash: 'a7b2c3d4e5f60718', alt: 'A chosen picture' })
    const unlabelled = await Media.create({ hash: 'a8b2c3d4e5f60718', alt: null })
    const event = await EventFactory.merge({
      publication: 'published',
      venueName: 'Old Hall',
    }).create()
    cleanup(() => removeRecords({ events: [event.id], media: [media.id, unlabelled.id] }))
    const edit = await client.get(`/admin/events/${event.id}/edit`).loginAs(staff)
    assert.include(edit.text(), 'Or use a picture of the media library')
    assert.include(edit.text(), `Picture ${media.id}: A chosen picture`)

    /* the event's form as saved, with one picture of the library */
    const saveWithPicture = async (mediaId: number) =>
      postForm(
        client,
        staff,
        `/admin/events/${event.id}`,
        eventForm({
          id: undefined,
          name: event.name,
          venue_name: 'Typed Hall',
          image_media_id: mediaId,
          _version: await versionOf('events', event.id),
        }),
        null
      )
    const refused = await saveWithPicture(unlabelled.id)
    refused.assertValidationError(
      'publication',
      `Write the alt text of this event's picture before publishing it (Media library, picture ${unlabelled.id}).`
    )
    await event.refresh()
    assert.isNull(event.mediaId, 'a public event takes no picture without alt text')

    const saved = await saveWithPicture(media.id)
    saved.assertStatus(302)
    assert.include(saved.flashMessages().success, 'The new picture is saved with it.')
    await event.refresh()
    assert.equal(event.venueName, 'Typed Hall')
    assert.equal(event.mediaId, media.id)
    assert.equal(event.imageHash, 'a7b2c3d4e5f60718')
  })

  test("a city's chosen picture waits in its guide's draft, the city gets it on publishing", async ({
    client,
    assert,
    cleanup,
  }) => {
    const staff = await AdminUserFactory.create()
    const media = await Media.create({ hash: 'a9b2c3d4e5f60718', alt: 'The old town at dusk' })
    const city = await CityFactory.create()
    cleanup(() => removeRecords({ cities: [city.id], media: [media.id] }))
    const form = cityForm({ name: city.name, slug: city.slug })
    const draft = await postForm(
      client,
      staff,
      `/admin/cities/${city.id}`,
      {
        ...form,
        image_media_id: media.id,
        _version: await versionOf('cities', city.id),
        _draft_version: '0',
        _guide: 'draft',
      },
      null
    )
    draft.assertStatus(302)
    const saved = await CityGuideDraft.findOrFail(city.id)
    assert.equal(saved.mediaId, media.id)
    assert.equal(saved.imageHash, media.hash)
    await city.refresh()
    assert.isNull(city.mediaId, 'not public before the guide is published')
    const edit = await client.get(`/admin/cities/${city.id}/edit`).loginAs(staff)
    assert.include(edit.text(), 'Alt text: “The old town at dusk”')

    /* a new file for the picture reaches the draft too (ON UPDATE CASCADE) */
    await db.from('media').where('id', media.id).update({ hash: 'b9b2c3d4e5f60718' })
    await saved.refresh()
    assert.equal(saved.imageHash, 'b9b2c3d4e5f60718')

    const published = await postForm(
      client,
      staff,
      `/admin/cities/${city.id}`,
      {
        ...form,
        _version: await versionOf('cities', city.id),
        _draft_version: String(saved.version),
        _guide: 'publish',
      },
      null
    )
    published.assertStatus(302)
    const live = await City.findOrFail(city.id)
    assert.equal(live.mediaId, media.id)
    assert.equal(live.imageHash, 'b9b2c3d4e5f60718')
    assert.isNull(await CityGuideDraft.find(city.id))
  })
})
