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
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

async function saveEvent(page: Page, id: string, changes: { name: string; price: string }) {
  await page.goto(`/admin/events/${id}/edit`)
  await page.getByLabel('Name', { exact: true }).fill(changes.name)
  await page.getByLabel('Price', { exact: true }).fill(changes.price)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText(`${changes.name} was saved`).waitFor()
}

async function apiEvent(id: string) {
  const response = await fetch(`${TEST_SERVER_URL}/api/v1/events/${id}`)
  return response.json() as Promise<{ name: string; tickets: { options: { price: number }[] } }>
}

/** An admin puts an earlier version back from the history, then brings a deleted event back. */
test.group('History and restore in Chromium', (group) => {
  let browser: Browser
  const eventId = `editorial-restore-${stamp()}`

  group.setup(async () => {
    browser = await launchChromium()
    const event = await EventFactory.merge({
      id: eventId,
      name: 'Restore Party v1',
      publication: 'published',
    }).create()
    await event
      .related('ticketOptions')
      .create({ name: 'Door', price: 10, currency: 'EUR', position: 0 })
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('id', eventId).delete()
    await removeEditorialStaff()
  })

  test('an admin compares two versions and restores the earlier one, rounds included', async ({
    assert,
  }) => {
    const { page } = await signedInStaff(browser, 'admin')
    await saveEvent(page, eventId, { name: 'Restore Party v2', price: '12' })
    await saveEvent(page, eventId, { name: 'Restore Party v3', price: '15' })

    await page.getByRole('main').getByRole('link', { name: 'History', exact: true }).click()
    await page
      .getByRole('heading', { level: 1, name: 'History of event “Restore Party v3”' })
      .waitFor()
    await screenshotsAtBothSizes(page, 'history-event', assert)
    await page.getByRole('button', { name: 'Show the differences' }).click()
    await page.getByRole('heading', { level: 1, name: 'Compare versions' }).waitFor()
    const table = await page.getByRole('table').innerText()
    assert.include(table, 'Restore Party v2')
    assert.include(table, 'Restore Party v3')
    assert.include(table, 'Ticket rounds 1, price')
    await screenshotsAtBothSizes(page, 'history-compare', assert)

    await page
      .getByRole('link', { name: /^Restore version \d+$/ })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: /^Restore the event/ }).waitFor()
    assert.include(await page.getByRole('table').innerText(), 'Restore Party v2')
    assert.include(await page.getByRole('main').innerText(), 'Its publication stays as it is: Live')
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page.getByText('is restored to the chosen version. The public sees it now.').waitFor()
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Restore Party v2')
    assert.equal(Number(await page.getByLabel('Price', { exact: true }).inputValue()), 12)
    const restored = await apiEvent(eventId)
    assert.equal(restored.name, 'Restore Party v2')
    assert.deepEqual(
      restored.tickets.options.map((option) => option.price),
      [12]
    )
  })

  test('an admin finds the deleted event among the deleted records and restores it', async ({
    assert,
  }) => {
    const { page } = await signedInStaff(browser, 'admin')
    await page.goto(`/admin/events/${eventId}/edit`)
    await page.getByRole('link', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete permanently' }).click()
    await page.getByText('Restore Party v2 was deleted.').waitFor()
    assert.equal(await statusOf(`/api/v1/events/${eventId}`), 404)

    await page.goto('/admin/history')
    await page.getByRole('link', { name: 'Deleted records' }).click()
    await page.getByRole('heading', { level: 1, name: 'Deleted records' }).waitFor()
    const row = page.getByRole('row').filter({ hasText: eventId })
    await row.waitFor()
    await screenshotsAtBothSizes(page, 'history-deleted-records', assert)
    await row.getByRole('link', { name: 'Restore', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: /^Bring back the deleted event/ }).waitFor()
    await page.getByRole('radio', { name: /Restore the publication too/ }).check()
    await page.getByRole('button', { name: 'Bring it back' }).click()
    await page.getByText('is restored to the chosen version. The public sees it now.').waitFor()
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Restore Party v2')
    const back = await apiEvent(eventId)
    assert.equal(back.name, 'Restore Party v2')
    assert.deepEqual(
      back.tickets.options.map((option) => option.price),
      [12]
    )
  })
})
