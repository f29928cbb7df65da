/*
| Issue #25 item 2: the picture goes with the record's form, in one
| multipart submit that saves the typed fields and the picture together
| (on a new record's first save too); a refused picture saves nothing and
| keeps every typed value.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import type AdminUser from '#models/admin_user'
import City from '#models/city'
import Event from '#models/event'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { asForm, cityForm, eventForm } from '#tests/helpers/admin_forms'
import { deleteImageIfUnused } from '#services/images/image_store'

const picture = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer()

/** The form as the browser sends it with a file: multipart, the CSRF token in the query string. */
function postWithPicture(
  client: ApiClient,
  staff: AdminUser,
  path: string,
  values: Record<string, unknown>,
  file: { bytes: Buffer; name: string } | null
) {
  const request = client.post(path).loginAs(staff).withCsrfToken().redirects(0)
  for (const [key, value] of new URLSearchParams(asForm(values))) request.field(key, value)
  if (file) request.file('image', file.bytes, { filename: file.name })
  else request.field('image', '')
  return request
}

async function versionOf(table: string, id: string | number) {
  const row = await db.from(table).where('id', id).select('version').firstOrFail()
  return Number(row.version)
}

test.group('Admin forms with their picture', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new event and its picture are saved by the first Save', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    /* a published event: its new picture needs its alt text (media library, issue #27) */
    const form = eventForm({ name: 'Picture First Night', image_alt: 'A poster in teal' })
    const response = await postWithPicture(client, staff, '/admin/events', form, {
      bytes: await picture('#0f766e'),
      name: 'poster.png',
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), `/admin/events/${form.id}/edit`)
    response.assertFlashMessage(
      'success',
      'Picture First Night was created. The new picture is saved with it.'
    )
    const event = await Event.query().where('id', form.id).preload('ticketOptions').firstOrFail()
    assert.equal(event.name, 'Picture First Night')
    assert.lengthOf(event.ticketOptions, 2)
    assert.match(event.imageHash ?? '', /^[0-9a-f]{16}$/)
    await event.delete()
    await deleteImageIfUnused(event.imageHash)
  })

  test('typed changes and a new picture are saved together', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ venueName: 'Old Hall' }).create()
    const form = eventForm({
      id: undefined,
      name: event.name,
      venue_name: 'Typed Hall',
      image_alt: 'A yellow poster',
      _version: await versionOf('events', event.id),
    })
    const response = await postWithPicture(client, staff, `/admin/events/${event.id}`, form, {
      bytes: await picture('#facc15'),
      name: 'new.png',
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), `/admin/events/${event.id}/edit`)
    await event.refresh()
    assert.equal(event.venueName, 'Typed Hall')
    assert.match(event.imageHash ?? '', /^[0-9a-f]{16}$/)
    await deleteImageIfUnused(event.imageHash)
  })

  test('a refused picture saves nothing and keeps every typed value', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.create()
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const form = cityForm({
      name: city.name,
      slug: city.slug,
      summary: 'Typed summary, not saved yet',
      _version: await versionOf('cities', city.id),
    })
    const response = await postWithPicture(client, staff, `/admin/cities/${city.id}`, form, {
      bytes: gif,
      name: 'x.gif',
    })
    response.assertStatus(302)
    response.assertFlashMessage('summary', 'Typed summary, not saved yet')
    response.assertValidationError('image', 'This is a gif file. Send a JPEG, PNG or WebP file.')
    await city.refresh()
    assert.notEqual(city.summary, 'Typed summary, not saved yet')
    const stored = await City.findOrFail(city.id)
    assert.isNull(stored.imageHash)
  })

  test('a form with an error asks for the chosen picture again', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.create()
    const form = eventForm({
      id: undefined,
      name: '',
      _version: await versionOf('events', event.id),
    })
    const response = await postWithPicture(client, staff, `/admin/events/${event.id}`, form, {
      bytes: await picture('#123456'),
      name: 'kept.png',
    })
    response.assertStatus(302)
    response.assertValidationError('name', 'Name is required')
    response.assertValidationError(
      'image',
      'Choose the picture again: a picture is not kept when the form has errors'
    )
    await event.refresh()
    assert.isNull(event.imageHash)
  })
})
