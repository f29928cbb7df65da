/*
| Issue #39 item 4, in Chromium: the media library in an event's form is a
| grid of thumbnails with their alt text and a search box; choosing a tile
| and saving puts that picture on the event. Without JavaScript the same
| field is a plain select that saves the same way. Screenshots of the
| picture card at 1280 and 390 px: $NOTES_SCREENS/media-picker-*.png.
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import Event from '#models/event'
import Media from '#models/media'
import { EventFactory } from '#database/factories/event_factory'
import { createMedia } from '#admin/media/media_library'
import { deleteImageIfUnused } from '#services/images/image_store'
import { DESK, PHONE, launchChromium, newStaffPage } from '#tests/helpers/admin_browser'
import { removeEditorialStaff, signedInStaff, stamp } from '#tests/helpers/editorial_browser'

const STAMP = stamp()

/** A picture no other test uses, in two colours. */
function picture(left: string, right: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
    <rect width="400" height="450" fill="${left}"/><rect x="400" width="400" height="450" fill="${right}"/>
    <text x="0" y="0">${STAMP}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function cardShots(page: Page, name: string) {
  const folder = process.env.NOTES_SCREENS
  if (!folder) return
  await mkdir(folder, { recursive: true })
  for (const [size, viewport] of [
    ['1280', DESK],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.locator('#image').screenshot({ path: `${folder}/${name}-${size}.png` })
  }
  await page.setViewportSize(DESK)
}

test.group('The media picker in Chromium', (group) => {
  let browser: Browser
  const media: Media[] = []
  const eventIds: string[] = []

  group.setup(async () => {
    browser = await launchChromium()
    const owner = await AdminUser.create({
      email: `media-owner-${STAMP}@editorial-browser.example`,
      password: 'editorial-browser-password',
      fullName: 'Media owner',
      role: 'editor',
    })
    const actor = { id: owner.id, email: owner.email, role: owner.role }
    for (const [alt, colours] of [
      [`Lanterns over the river ${STAMP}`, ['#b45309', '#1e3a8a']],
      [`Crowd at the welcome stage ${STAMP}`, ['#047857', '#f59e0b']],
      [null, ['#6d28d9', '#e11d48']],
    ] as const) {
      const added = await createMedia(actor, await picture(colours[0], colours[1]), {
        alt,
        credit: alt ? null : `Credit ${STAMP}`,
        focal_x: 50,
        focal_y: 50,
      })
      media.push(added.media)
    }
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().whereIn('id', eventIds).delete()
    await removeEditorialStaff()
    for (const item of media) {
      await Media.query().where('id', item.id).delete()
      await deleteImageIfUnused(item.hash)
    }
  })

  test('thumbnails with alt text, a search, a tile chosen and saved with the form', async ({
    assert,
  }) => {
    const event = await EventFactory.merge({ publication: 'draft' }).create()
    eventIds.push(event.id)
    const { page } = await signedInStaff(browser, 'editor')
    await page.goto(`/admin/events/${event.id}/edit`)
    const grid = page.getByRole('list', { name: 'Or use a picture of the media library' })
    for (const item of media) {
      const tile = grid.getByRole('button', { name: new RegExp(`^Picture ${item.id}: `) })
      assert.isTrue(await tile.isVisible(), `picture ${item.id}`)
      assert.isTrue(
        await tile
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
      )
    }
    assert.include(await grid.innerText(), `Lanterns over the river ${STAMP}`)
    assert.include(await grid.innerText(), 'no alt text yet')
    assert.isFalse(await page.locator('#f-image-choose').isVisible())

    await page.getByLabel('Search the library').fill(`welcome stage ${STAMP}`)
    const shown = grid.locator('li:not([hidden])')
    assert.equal(await shown.count(), 1)
    await cardShots(page, 'media-picker-search')
    await page.getByLabel('Search the library').fill('')
    await grid.getByRole('button', { name: new RegExp(`^Picture ${media[1].id}: `) }).click()
    assert.equal(
      await grid
        .getByRole('button', { name: new RegExp(`^Picture ${media[1].id}: `) })
        .getAttribute('aria-pressed'),
      'true'
    )
    await cardShots(page, 'media-picker')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('The new picture is saved with it.').waitFor()
    await event.refresh()
    assert.equal(event.mediaId, media[1].id)
    await page.context().close()
  })

  test('without JavaScript the field is a plain select that saves the same way', async ({
    assert,
  }) => {
    const event = await EventFactory.merge({ publication: 'draft' }).create()
    eventIds.push(event.id)
    const { account } = await signedInStaff(browser, 'editor')
    const page = await newStaffPage(browser, DESK, { javaScriptEnabled: false })
    await page.goto('/admin/login')
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill('editorial-browser-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/admin\/?$/)
    await page.goto(`/admin/events/${event.id}/edit`)
    await page.getByLabel('Or use a picture of the media library').selectOption(String(media[0].id))
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('The new picture is saved with it.').waitFor()
    await event.refresh()
    assert.equal(event.mediaId, media[0].id)
    await page.context().close()
  })
})
