import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { appUrl } from '#config/service'
import City from '#models/city'
import CityGuideDraft from '#models/city_guide_draft'
import Event from '#models/event'
import { getEvent } from '#services/catalog/event_service'
import { IMAGE_MAX_BYTES, ImageRefused, processImage } from '#services/images/image_variants'
import { IMAGE_SIZES } from '#lib/image_files'
import { EventSchema } from '#schemas/event'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { fetchOwn } from '#tests/helpers/discovery_links'
import { cityForm, postAdminForm } from '#tests/helpers/admin_forms'
import { expectValue } from '#lib/result'

/** A photo as a phone makes it: EXIF with the camera, a copyright and GPS, rotated by a tag. */
function phonePhoto(width = 2400, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: '#d94f2b' } })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'X1', Copyright: 'Private Person' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()
}

const variantKeys = (hash: string) =>
  Object.keys(IMAGE_SIZES).map((size) => `images/${hash}-${size}.jpg`)

async function imageHashOf(model: typeof Event | typeof City, id: string | number) {
  const record = await model.findOrFail(id)
  return record.imageHash
}

async function storedVariants(hash: string) {
  const disk = drive.use()
  return Promise.all(variantKeys(hash).map((key) => disk.exists(key)))
}

test.group('Images: re-encoded variants', () => {
  test('a photo loses its metadata, stands upright and fits each size', async ({ assert }) => {
    const input = await phonePhoto()
    assert.include(input.toString('latin1'), 'SecretCam')
    const image = await processImage(input)
    assert.match(image.hash, /^[0-9a-f]{16}$/)
    assert.deepEqual(
      image.variants.map(({ size }) => size),
      ['sm', 'md', 'lg']
    )
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata()
      assert.equal(metadata.format, 'jpeg')
      assert.isUndefined(metadata.exif, variant.size)
      assert.isUndefined(metadata.icc, variant.size)
      assert.isUndefined(metadata.orientation, variant.size)
      assert.notInclude(variant.bytes.toString('latin1'), 'SecretCam')
      assert.notInclude(variant.bytes.toString('latin1'), 'Private Person')
      /* orientation 6: the 2400×1200 sensor image is a portrait picture */
      assert.isAbove(metadata.height!, metadata.width!)
      assert.equal(metadata.height, IMAGE_SIZES[variant.size])
      assert.equal(metadata.width, variant.width)
    }
    const again = await processImage(input)
    assert.equal(again.hash, image.hash, 'same picture, same name')
  })

  test('a small picture is not enlarged; PNG transparency and WebP are taken', async ({
    assert,
  }) => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const image = await processImage(png)
    for (const variant of image.variants)
      assert.deepEqual([variant.width, variant.height], [300, 200])
    const webp = await sharp({
      create: { width: 640, height: 640, channels: 3, background: '#0af' },
    })
      .webp()
      .toBuffer()
    const fromWebp = await processImage(webp)
    assert.deepEqual(
      fromWebp.variants.map(({ width }) => width),
      [480, 640, 640]
    )
  })

  test('anything but a JPEG, PNG or WebP picture within the limits is refused', async ({
    assert,
  }) => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const photo = await phonePhoto(400, 200)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    const cases: [string, Buffer, RegExp][] = [
      ['empty', Buffer.alloc(0), /Choose a picture/],
      ['text', Buffer.from('hello, not a picture'), /not a picture we can read/],
      ['gif', gif, /This is a gif file/],
      ['svg', svg, /This is a svg file/],
      ['too large', Buffer.alloc(IMAGE_MAX_BYTES + 1), /larger than 8 MB/],
      ['truncated', photo.subarray(0, 600), /damaged|not a picture/],
    ]
    for (const [name, bytes, message] of cases) {
      const error = await processImage(bytes).catch((caught) => caught)
      assert.instanceOf(error, ImageRefused, name)
      assert.match(error.message, message, name)
    }
  })
})

test.group('Images: staff upload them in the admin panel', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an event picture is uploaded, served forever-cacheable, replaced and removed', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.create()
    const upload = (bytes: Buffer, name = 'party.jpg') =>
      client
        .post(`/admin/events/${event.id}/image`)
        .file('image', bytes, { filename: name })
        .field('alt', 'Students dancing at the party')
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

    const response = await upload(await phonePhoto())
    response.assertStatus(302)
    assert.equal(response.header('location'), `/admin/events/${event.id}/edit#image`)
    response.assertFlashMessage('success', `${event.name}: the new picture is live.`)

    const shown = EventSchema.parse(expectValue(await getEvent(event.id)))
    assert.match(shown.image!, new RegExp(`^${appUrl}/media/[0-9a-f]{16}-lg\\.jpg$`))
    const hash = /([0-9a-f]{16})-lg/.exec(shown.image!)![1]
    assert.deepEqual(await storedVariants(hash), [true, true, true])

    const served = await fetchOwn(shown.image!)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/jpeg')
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    const bytes = Buffer.from(await served.arrayBuffer())
    const metadata = await sharp(bytes).metadata()
    assert.isUndefined(metadata.exif)
    const etag = served.headers.get('etag')!
    const again = await fetchOwn(shown.image!, { headers: { 'If-None-Match': etag } })
    assert.equal(again.status, 304)

    const replaced = await upload(
      await sharp({ create: { width: 800, height: 450, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
      'other.png'
    )
    replaced.assertStatus(302)
    const newHash = await imageHashOf(Event, event.id)!
    assert.notEqual(newHash, hash)
    /* another upload is another picture of the media library: the first one stays there */
    assert.deepEqual(await storedVariants(hash), [true, true, true], 'the library keeps it')

    const removed = await client
      .post(`/admin/events/${event.id}/image/delete`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    removed.assertStatus(302)
    const after = expectValue(await getEvent(event.id))
    assert.isNull(after.image)
    assert.deepEqual(await storedVariants(newHash!), [true, true, true], 'still in the library')
  })

  test('a city picture waits in the guide draft, shows in the city card once published; a bad file changes nothing', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.create()
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const refused = await client
      .post(`/admin/cities/${city.id}/image`)
      .file('image', gif, { filename: 'x.gif' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(302)
    refused.assertFlashMessage('failure', 'This is a gif file. Send a JPEG, PNG or WebP file.')
    assert.isNull(await imageHashOf(City, city.id))

    const accepted = await client
      .post(`/admin/cities/${city.id}/image`)
      .file('image', await phonePhoto(1200, 800), { filename: 'city.jpg' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    accepted.assertStatus(302)
    const cardOf = async () => {
      const cards = await client.get(`/api/v1/cities?q=${encodeURIComponent(city.name)}`)
      return cards.body().cities.find((item: { slug: string }) => item.slug === city.slug)
    }
    const draftCard = await cardOf()
    assert.isNull(draftCard.image, 'the draft picture is not public')
    assert.isNull(await imageHashOf(City, city.id))
    const draft = await CityGuideDraft.findOrFail(city.id)
    const draftHash = draft.imageHash!
    const edit = await client.get(`/admin/cities/${city.id}/edit`).loginAs(staff)
    assert.include(edit.text(), `src="/media/${draftHash}-md.jpg"`)

    const form = cityForm({ name: city.name, slug: city.slug, _guide: 'publish' })
    const published = await postAdminForm(client, staff, `/admin/cities/${city.id}`, form)
    published.assertStatus(200)
    const publishedCard = await cardOf()
    assert.match(publishedCard.image, new RegExp(`/media/${draftHash}-lg\\.jpg$`))
  })

  test('only the upload routes take multipart, only for staff with a CSRF token', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.create()
    const photo = await phonePhoto(600, 400)
    const signedOut = await client
      .post(`/admin/events/${event.id}/image`)
      .file('image', photo, { filename: 'a.jpg' })
      .withCsrfToken()
      .redirects(0)
    signedOut.assertStatus(302)
    assert.match(signedOut.header('location')!, /^\/admin\/login/)

    const noToken = await client
      .post(`/admin/events/${event.id}/image`)
      .file('image', photo, { filename: 'a.jpg' })
      .loginAs(staff)
      .redirects(0)
    assert.notEqual(noToken.status(), 200)
    assert.isNull(await imageHashOf(Event, event.id))

    for (const path of ['/admin/partners', '/api/contact', `/events/${event.id}/waitlist`]) {
      const elsewhere = await client
        .post(path)
        .file('image', photo, { filename: 'a.jpg' })
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)
      assert.equal(elsewhere.status(), 415, path)
    }

    const unknown = await client
      .post('/admin/events/no-such-event/image')
      .file('image', photo, { filename: 'a.jpg' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    assert.equal(unknown.status(), 404)

    const tooLarge = await client
      .post(`/admin/events/${event.id}/image`)
      .file('image', Buffer.alloc(IMAGE_MAX_BYTES + 200_000), { filename: 'big.jpg' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    tooLarge.assertStatus(302)
    tooLarge.assertFlashMessage('failure', 'The picture is larger than 8 MB.')
    assert.isNull(await imageHashOf(Event, event.id))
  })
})
