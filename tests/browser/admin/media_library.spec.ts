/*
| Issue #27 (media library), in Chromium: a picture uploaded once with alt
| text, reused on two events, replaced once, and both events' public pages
| show the new file with its alt text; an event whose picture has no alt
| text cannot be published. Screenshots of /admin/media at 1280 and 390 px:
| SCREENSHOTS_DIR (default tmp/screenshots/27-media).
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import Media from '#models/media'
import { EventFactory } from '#database/factories/event_factory'
import { uniqueName } from '#database/factories/unique_name'
import { clearRateLimits } from '#services/rate_limit_service'
import { fullPageScreenshot } from '#tests/helpers/chromium'
import { DESK, PHONE, launchChromium, newStaffPage, signIn } from '#tests/helpers/admin_browser'

const STAMP = Date.now().toString(36)
const EMAIL = `media-${STAMP}@example.org`
const PASSWORD = 'media-library-test-password'
const ALT = `Students dancing under paper lanterns ${STAMP}`
const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? 'tmp/screenshots/27-media'

/** A picture no other test uses: two halves in `left` and `right`. */
function picture(left: string, right: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="600" height="800" fill="${left}"/><rect x="600" width="600" height="800" fill="${right}"/>
    <text x="0" y="0">${STAMP}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function uploadInLibrary(page: Page, file: Buffer, alt: string) {
  await page.goto('/admin/media')
  await page.getByLabel('Picture', { exact: true }).setInputFiles({
    name: 'lanterns.png',
    mimeType: 'image/png',
    buffer: file,
  })
  await page.getByLabel('Alt text', { exact: true }).fill(alt)
  await page.getByRole('button', { name: 'Upload picture' }).click()
  await page.waitForURL(/\/admin\/media\/\d+$/)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

async function useOnEvent(page: Page, eventId: string, mediaId: number) {
  await page.goto(`/admin/events/${eventId}/edit`)
  /* the picker is a field of the event's form (a grid of thumbnails), saved with it */
  const grid = page.getByRole('list', { name: 'Or use a picture of the media library' })
  await grid.getByRole('button', { name: new RegExp(`^Picture ${mediaId}: `) }).click()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText('The new picture is saved with it.').waitFor()
}

/** The hero picture of an event's public page: its file path, alt text, and whether it loaded. */
async function publicPicture(page: Page, eventId: string) {
  await page.goto(`/events/${eventId}`)
  const hero = page.locator('img.hero-image')
  await hero.waitFor()
  return hero.evaluate((image: HTMLImageElement) => ({
    src: new URL(image.currentSrc || image.src).pathname,
    alt: image.alt,
    loaded: image.complete && image.naturalWidth > 0,
  }))
}

test.group('Media library: one picture, two events, replaced once', (group) => {
  let browser: Browser
  const events: Event[] = []

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({ email: EMAIL, password: PASSWORD, fullName: 'Media Test' })
    for (const name of ['Lantern Walk', 'Lantern Party']) {
      events.push(
        await EventFactory.merge({
          id: uniqueName('lantern'),
          name: `${name} ${STAMP}`,
          publication: 'published',
        }).create()
      )
    }
    events.push(
      await EventFactory.merge({
        id: uniqueName('lantern-draft'),
        name: `Lantern Draft ${STAMP}`,
        publication: 'draft',
      }).create()
    )
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    const ids = events.map((event) => event.id)
    const used = await Event.query().whereIn('id', ids).select('media_id')
    await Event.query().whereIn('id', ids).delete()
    const mediaIds = used.map((event) => event.mediaId).filter((id) => id !== null)
    await Media.query().whereIn('id', mediaIds).delete()
    const staff = await AdminUser.findBy('email', EMAIL)
    if (staff) {
      await AuditLog.query().where('admin_user_id', staff.id).delete()
      await staff.delete()
    }
  })

  test('reused on two events and replaced once: both public pages show the new file with its alt text', async ({
    assert,
  }) => {
    const page = await newStaffPage(browser, DESK)
    await signIn(page, EMAIL, PASSWORD)
    const mediaId = await uploadInLibrary(page, await picture('#7c2d12', '#fde68a'), ALT)
    const first = await Media.findOrFail(mediaId)
    assert.equal(first.alt, ALT)

    await useOnEvent(page, events[0].id, mediaId)
    await useOnEvent(page, events[1].id, mediaId)
    await page.goto(`/admin/media/${mediaId}`)
    assert.equal(await page.locator('[data-media-usage]').first().innerText(), 'Used by 2 events')
    await page.goto(`/admin/media?q=${encodeURIComponent(STAMP)}`)
    assert.equal(await page.locator('[data-media-usage]').first().innerText(), 'Used by 2 events')

    /* seen before the new file: the pages are in the read cache, which the change must reach */
    for (const event of events.slice(0, 2)) {
      const before = await publicPicture(page, event.id)
      assert.equal(before.src, `/media/${first.hash}-md.jpg`, event.id)
      assert.equal(before.alt, ALT, event.id)
    }

    await page.goto(`/admin/media/${mediaId}`)
    await page.getByLabel('New file').setInputFiles({
      name: 'lanterns-2.png',
      mimeType: 'image/png',
      buffer: await picture('#1e3a8a', '#f472b6'),
    })
    await page.getByRole('button', { name: 'Replace everywhere' }).click()
    await page.getByText(`Picture ${mediaId} was replaced everywhere it is used.`).waitFor()
    const replaced = await Media.findOrFail(mediaId)
    assert.notEqual(replaced.hash, first.hash)

    for (const event of events.slice(0, 2)) {
      const shown = await publicPicture(page, event.id)
      assert.equal(shown.src, `/media/${replaced.hash}-md.jpg`, event.id)
      assert.equal(shown.alt, ALT, event.id)
      assert.isTrue(shown.loaded, `${event.id}: the new picture loads`)
    }

    await mkdir(SCREENSHOTS, { recursive: true })
    await page.goto('/admin/media')
    await fullPageScreenshot(page, `${SCREENSHOTS}/media-1280.png`)
    await page.context().close()
    const phone = await newStaffPage(browser, PHONE)
    await signIn(phone, EMAIL, PASSWORD)
    await phone.goto('/admin/media')
    const width = await phone.evaluate(() => document.documentElement.scrollWidth)
    assert.isAtMost(width, PHONE.width, 'no sideways scrolling at 390 px')
    await fullPageScreenshot(phone, `${SCREENSHOTS}/media-390.png`)
    await phone.goto(`/admin/media/${mediaId}`)
    await fullPageScreenshot(phone, `${SCREENSHOTS}/media-picture-390.png`)
    await phone.context().close()
  }).timeout(120_000)

  test('an event whose picture has no alt text cannot be published; with alt text it can', async ({
    assert,
  }) => {
    const draft = events[2]
    const page = await newStaffPage(browser, DESK)
    await signIn(page, EMAIL, PASSWORD)
    const mediaId = await uploadInLibrary(page, await picture('#14532d', '#bbf7d0'), '')
    const unlabelled = await Media.findOrFail(mediaId)
    assert.isNull(unlabelled.alt)
    await useOnEvent(page, draft.id, mediaId)
    await page.getByText('This picture has no alt text yet').waitFor()

    await page.getByLabel('State', { exact: true }).selectOption('published')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page
      .getByText(`Write the alt text of this event's picture before publishing it`)
      .first()
      .waitFor()
    const refused = await Event.findOrFail(draft.id)
    assert.equal(refused.publication, 'draft')

    await page.goto(`/admin/media/${mediaId}`)
    await page.getByLabel('Alt text', { exact: true }).fill('Green lanterns by the river')
    await page.getByRole('button', { name: 'Save picture details' }).click()
    await page.getByText(`Picture ${mediaId} was saved`).waitFor()

    await page.goto(`/admin/events/${draft.id}/edit`)
    await page.getByLabel('State', { exact: true }).selectOption('published')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(new RegExp(`/admin/events/${draft.id}/edit$`))
    const published = await Event.findOrFail(draft.id)
    assert.equal(published.publication, 'published')
    const shown = await publicPicture(page, draft.id)
    assert.equal(shown.alt, 'Green lanterns by the river')

    /* a new alt text reaches the public page (through the read cache) at once */
    await page.goto(`/admin/media/${mediaId}`)
    await page.getByLabel('Alt text', { exact: true }).fill('Green paper lanterns by the river')
    await page.getByRole('button', { name: 'Save picture details' }).click()
    await page.getByText(`Picture ${mediaId} was saved`).waitFor()
    const renamed = await publicPicture(page, draft.id)
    assert.equal(renamed.alt, 'Green paper lanterns by the river')
    await page.context().close()
  }).timeout(120_000)
})
