import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { launchChromium } from '#tests/helpers/admin_browser'
import {
  notesScreenshots,
  removeEditorialStaff,
  screenshotsAtBothSizes,
  signedInStaff,
  stamp,
  statusOf,
} from '#tests/helpers/editorial_browser'

async function saveEvent(page: Page, id: string, fields: Record<string, string>) {
  await page.goto(`/admin/events/${id}/edit`)
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label, { exact: true })
    if ((await field.evaluate((node) => node.tagName)) === 'SELECT') await field.selectOption(value)
    else await field.fill(value)
  }
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText(/was saved/).waitFor()
}

/** The history entry that saved this venue (its version is what a restore puts back). */
async function entryWithVenue(id: string, venue: string) {
  const entries = await AuditLog.query()
    .where({ entity_type: 'event', entity_id: id })
    .orderBy('id', 'desc')
  return entries.find((entry) => entry.after?.venue_name === venue)!
}

/**
 * A live event whose older version was a draft: restoring that version keeps
 * the event live unless the admin chooses otherwise, and the confirmation
 * names each effect. An editor and an admin work at once in two contexts.
 */
test.group('Restores that say what they do, in Chromium', (group) => {
  let browser: Browser
  const eventId = `honest-restore-${stamp()}`

  group.setup(async () => {
    browser = await launchChromium()
    await EventFactory.merge({
      id: eventId,
      name: 'Restore Night',
      venueName: 'Old Hall',
      publication: 'draft',
    }).create()
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('id', eventId).delete()
    await AuditLog.query().where({ entity_type: 'event', entity_id: eventId }).delete()
    await removeEditorialStaff()
  })

  test('a live event stays live unless taking it offline is chosen', async ({ assert }) => {
    const { page } = await signedInStaff(browser, 'admin')
    await saveEvent(page, eventId, { Venue: 'Draft Hall' })
    await saveEvent(page, eventId, { Venue: 'Live Hall', State: 'published' })
    assert.equal(await statusOf(`/api/v1/events/${eventId}`), 200)
    const draftVersion = await entryWithVenue(eventId, 'Draft Hall')

    await page.goto(`/admin/history/event/${eventId}`)
    await page.locator(`[data-restore="${draftVersion.id}"]`).click()
    await page
      .getByRole('heading', { level: 1, name: 'Restore the event “Restore Night”?' })
      .waitFor()
    const main = page.getByRole('main')
    assert.include(await main.getByRole('table').innerText(), 'Venue')
    assert.include(await main.getByRole('table').innerText(), 'Draft Hall')
    const publication = main.getByRole('group', {
      name: /^Publication: now Live, in that version Draft/,
    })
    assert.include(await publication.innerText(), 'This takes the live event offline')
    assert.isTrue(
      await publication.getByRole('radio', { name: /Keep it as it is now/ }).isChecked()
    )
    await screenshotsAtBothSizes(page, 'restore-confirmation', assert)
    await notesScreenshots(page, 'restore-confirmation')

    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page.getByText('is restored to the chosen version. The public sees it now.').waitFor()
    assert.equal(await page.getByLabel('Venue', { exact: true }).inputValue(), 'Draft Hall')
    assert.equal(await statusOf(`/api/v1/events/${eventId}`), 200)

    await page.goto(`/admin/history/entries/${draftVersion.id}/restore`)
    await page.getByRole('radio', { name: /Restore the publication too/ }).check()
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page.getByText('is restored to the chosen version. Only staff see it now.').waitFor()
    assert.equal(await statusOf(`/api/v1/events/${eventId}`), 404)
  })

  test('a restore confirmed after someone else changed the event is refused', async ({
    assert,
  }) => {
    const editor = await signedInStaff(browser, 'editor')
    const admin = await signedInStaff(browser, 'admin')
    const draftVersion = await entryWithVenue(eventId, 'Draft Hall')
    await editor.page.goto(`/admin/history/entries/${draftVersion.id}/restore`)
    await saveEvent(admin.page, eventId, { Venue: 'Admin Hall' })
    await editor.page.getByRole('button', { name: 'Restore this version' }).click()
    await editor.page.getByText('Nothing was restored: the record was changed').waitFor()
    const event = await Event.findOrFail(eventId)
    assert.equal(event.venueName, 'Admin Hall')
    assert.include(await editor.page.getByRole('table').innerText(), 'Admin Hall')
  })
})
