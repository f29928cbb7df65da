import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { launchChromium } from '#tests/helpers/admin_browser'
import { removeEditorialStaff, signedInStaff, stamp } from '#tests/helpers/editorial_browser'

/**
 * Typed changes survive a closed tab: the browser keeps them and the form
 * offers them back; another person's browser has nothing of them.
 */
test.group('Edits survive a closed tab, in Chromium', (group) => {
  let browser: Browser
  const eventId = `edits-survive-${stamp()}`

  group.setup(async () => {
    browser = await launchChromium()
    await EventFactory.merge({ id: eventId, name: 'Survive Night', venueName: 'Old Hall' }).create()
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('id', eventId).delete()
    await removeEditorialStaff()
  })

  test('unsaved changes are offered back after the tab was closed', async ({ assert }) => {
    const editor = await signedInStaff(browser, 'editor')
    const admin = await signedInStaff(browser, 'admin')
    await editor.page.goto(`/admin/events/${eventId}/edit`)
    await editor.page.getByLabel('Venue', { exact: true }).fill('Typed Hall')
    await editor.page.getByLabel('Entry rule', { exact: true }).fill('Student ID')
    const reopened = await editor.page.context().newPage()
    await editor.page.close({ runBeforeUnload: false })

    await reopened.goto(`/admin/events/${eventId}/edit`)
    const offer = reopened.getByRole('status').filter({ hasText: 'not saved' })
    await offer.waitFor()
    assert.equal(await reopened.getByLabel('Venue', { exact: true }).inputValue(), 'Old Hall')
    await offer.getByRole('button', { name: 'Put my unsaved changes back' }).click()
    assert.equal(await reopened.getByLabel('Venue', { exact: true }).inputValue(), 'Typed Hall')
    assert.equal(
      await reopened.getByLabel('Entry rule', { exact: true }).inputValue(),
      'Student ID'
    )

    await admin.page.goto(`/admin/events/${eventId}/edit`)
    assert.isFalse(await admin.page.locator('[data-unsaved-offer]').isVisible())

    await reopened.getByRole('button', { name: 'Save changes' }).click()
    await reopened.getByText('Survive Night was saved').waitFor()
    const event = await Event.findOrFail(eventId)
    assert.equal(event.venueName, 'Typed Hall')
    await reopened.goto(`/admin/events/${eventId}/edit`)
    assert.isFalse(await reopened.locator('[data-unsaved-offer]').isVisible())
  })
})
