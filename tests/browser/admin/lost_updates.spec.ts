import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { launchChromium } from '#tests/helpers/admin_browser'
import {
  notesScreenshots,
  removeEditorialStaff,
  screenshotsAtBothSizes,
  signedInStaff,
  stamp,
} from '#tests/helpers/editorial_browser'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

async function apiEvent(id: string) {
  const response = await fetch(`${TEST_SERVER_URL}/api/v1/events/${id}`)
  return response.json() as Promise<{ venue: { name: string }; tickets: { note: string } }>
}

/** An editor and an admin edit the same event at once, each in a browser context of their own. */
test.group('Lost updates in Chromium', (group) => {
  let browser: Browser
  const eventId = `lost-update-${stamp()}`

  group.setup(async () => {
    browser = await launchChromium()
    await EventFactory.merge({
      id: eventId,
      name: 'Camden Freshers Night',
      venueName: 'KOKO',
      ticketNote: 'Fees included',
      publication: 'published',
    }).create()
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('id', eventId).delete()
    await removeEditorialStaff()
  })

  test('the older form is refused field by field, then merged', async ({ assert }) => {
    const editor = await signedInStaff(browser, 'editor')
    const admin = await signedInStaff(browser, 'admin')
    await editor.page.goto(`/admin/events/${eventId}/edit`)
    await admin.page.goto(`/admin/events/${eventId}/edit`)

    await editor.page.getByLabel('Venue', { exact: true }).fill('KOKO Camden (A)')
    await editor.page.getByRole('button', { name: 'Save changes' }).click()
    await editor.page.getByText('Camden Freshers Night was saved').waitFor()

    await admin.page.getByLabel('Ticket note', { exact: true }).fill('Cash only at the door')
    await admin.page.getByRole('button', { name: 'Save changes' }).click()
    await admin.page
      .getByRole('heading', {
        level: 1,
        name: 'Camden Freshers Night was changed while you were editing',
      })
      .waitFor()
    const meanwhile = await apiEvent(eventId)
    assert.equal(meanwhile.venue.name, 'KOKO Camden (A)')
    /* issue 39 item 8: the address bar holds no token (the form posted ?_csrf=…&_resume=…) */
    const address = new URL(admin.page.url())
    assert.equal(address.pathname, `/admin/events/${eventId}/conflict`)
    assert.equal(address.search, '')
    await admin.page.reload()
    await admin.page.locator('[data-conflict-field="Venue"]').waitFor()

    const venue = admin.page.locator('[data-conflict-field="Venue"]')
    assert.include(await venue.innerText(), 'KOKO Camden (A)')
    assert.include(await venue.innerText(), editor.account.fullName!)
    assert.include(await admin.page.locator('.conflict-saves').innerText(), editor.account.email)
    assert.isTrue(await venue.getByLabel('Take theirs').isChecked())
    const note = admin.page.locator('[data-conflict-field="Ticket note"]')
    assert.isTrue(await note.getByLabel('Keep mine').isChecked())
    await screenshotsAtBothSizes(admin.page, 'conflict', assert)
    await notesScreenshots(admin.page, 'conflict')

    await admin.page.getByRole('button', { name: 'Save the chosen values' }).click()
    await admin.page.getByText('Camden Freshers Night was saved').waitFor()
    const saved = await apiEvent(eventId)
    assert.equal(saved.venue.name, 'KOKO Camden (A)')
    assert.equal(saved.tickets.note, 'Cash only at the door')
  })

  test('two tabs of the same person: the second tab cannot undo the first', async ({ assert }) => {
    const { page } = await signedInStaff(browser, 'editor')
    const second = await page.context().newPage()
    await page.goto(`/admin/events/${eventId}/edit`)
    await second.goto(`/admin/events/${eventId}/edit`)
    await page.getByLabel('Venue', { exact: true }).fill('KOKO Main Room')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Camden Freshers Night was saved').waitFor()
    await second.getByLabel('Entry rule', { exact: true }).fill('Student ID and photo ID')
    await second.getByRole('button', { name: 'Save changes' }).click()
    await second.locator('[data-conflict-field="Venue"]').waitFor()
    await second.getByRole('button', { name: 'Save the chosen values' }).click()
    await second.getByText('Camden Freshers Night was saved').waitFor()
    const event = await Event.findOrFail(eventId)
    assert.equal(event.venueName, 'KOKO Main Room')
    assert.equal(event.entryRule, 'Student ID and photo ID')
  })
})
