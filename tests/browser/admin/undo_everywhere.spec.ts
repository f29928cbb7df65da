import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { launchChromium } from '#tests/helpers/admin_browser'
import {
  removeEditorialStaff,
  screenshotsAtBothSizes,
  signedInStaff,
  stamp,
  statusOf,
} from '#tests/helpers/editorial_browser'

const prefix = `Undo ${stamp()}`
const names = [`${prefix} Alpha`, `${prefix} Beta`, `${prefix} Gamma`]

async function chooseAndReview(page: Page, chosen: string[], action: string) {
  await page.goto(`/admin/events?q=${encodeURIComponent(prefix)}`)
  for (const name of chosen) await page.getByRole('checkbox', { name: `Choose ${name}` }).check()
  const bulk = page.getByRole('form', { name: 'Bulk actions' })
  await bulk.getByLabel('With the chosen:').selectOption(action)
  await bulk.getByRole('button', { name: 'Review…' }).click()
  await page.locator('[data-bulk-apply]').waitFor()
}

/**
 * A bulk change and a delete offer "Undo" in the banner, like the one-click
 * changes; a bulk change refused keeps the ticked rows and the chosen action.
 * An editor and an admin work at once, each in a browser context of their own.
 */
test.group('Undo everywhere, in Chromium', (group) => {
  let browser: Browser
  let ids: string[] = []

  group.setup(async () => {
    browser = await launchChromium()
    for (const name of names) {
      const event = await EventFactory.merge({ name, publication: 'published' }).create()
      ids.push(event.id)
    }
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().whereIn('id', ids).delete()
    await removeEditorialStaff()
  })

  test('a bulk unpublish is undone from the banner', async ({ assert }) => {
    const { page } = await signedInStaff(browser, 'editor')
    await chooseAndReview(page, [names[0], names[1]], 'unpublish')
    await page.locator('[data-bulk-apply]').click()
    await page.getByText('Unpublish (back to draft): done for 2 records.').waitFor()
    assert.equal(await statusOf(`/api/v1/events/${ids[0]}`), 404)
    await screenshotsAtBothSizes(page, 'bulk-undo-banner', assert)
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: 2 records are back as they were.').waitFor()
    assert.equal(await statusOf(`/api/v1/events/${ids[0]}`), 200)
    assert.equal(await statusOf(`/api/v1/events/${ids[1]}`), 200)
  })

  test('a delete is undone from the banner, the event live again', async ({ assert }) => {
    const { page } = await signedInStaff(browser, 'editor')
    await page.goto(`/admin/events/${ids[2]}/edit`)
    await page.getByRole('link', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete permanently' }).click()
    await page.getByText(`${names[2]} was deleted.`).waitFor()
    assert.equal(await statusOf(`/api/v1/events/${ids[2]}`), 404)
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: the record is back as it was.').waitFor()
    assert.equal(await statusOf(`/api/v1/events/${ids[2]}`), 200)
  })

  test('a refused bulk change keeps the ticked rows and the chosen action', async ({ assert }) => {
    const editor = await signedInStaff(browser, 'editor')
    const admin = await signedInStaff(browser, 'admin')
    await chooseAndReview(editor.page, [names[0], names[2]], 'close_waitlist')
    await admin.page.goto(`/admin/events/${ids[2]}/edit`)
    await admin.page.getByLabel('Venue', { exact: true }).fill('Changed meanwhile')
    await admin.page.getByRole('button', { name: 'Save changes' }).click()
    await admin.page.getByText(/was saved/).waitFor()

    await editor.page.locator('[data-bulk-apply]').click()
    await editor.page.getByText('None of the chosen records was changed').waitFor()
    const checkbox = (name: string) => editor.page.getByRole('checkbox', { name: `Choose ${name}` })
    assert.isTrue(await checkbox(names[0]).isChecked())
    assert.isTrue(await checkbox(names[2]).isChecked())
    assert.isFalse(await checkbox(names[1]).isChecked())
    const bulk = editor.page.getByRole('form', { name: 'Bulk actions' })
    assert.equal(await bulk.getByLabel('With the chosen:').inputValue(), 'close_waitlist')
    await screenshotsAtBothSizes(editor.page, 'bulk-refused-kept', assert)
  })
})
