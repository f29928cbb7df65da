import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { launchChromium } from '#tests/helpers/admin_browser'
import {
  removeEditorialStaff,
  screenshotsAtBothSizes,
  signedInStaff,
  stamp,
} from '#tests/helpers/editorial_browser'

/**
 * A publish time typed while the state stays "Draft" is asked about, never
 * dropped; every time field says the zone it is read in.
 */
test.group('Schedules that say what they do, in Chromium', (group) => {
  let browser: Browser
  const eventId = `clear-schedule-${stamp()}`

  group.setup(async () => {
    browser = await launchChromium()
    await EventFactory.merge({
      id: eventId,
      name: 'Schedule Night',
      timezone: 'Europe/London',
      publication: 'draft',
    }).create()
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('id', eventId).delete()
    await removeEditorialStaff()
  })

  test('a publish time on a draft asks what was meant; the answer keeps the typed edits', async ({
    assert,
  }) => {
    const { page } = await signedInStaff(browser, 'editor')
    await page.goto(`/admin/events/${eventId}/edit`)
    const main = page.getByRole('main')
    assert.include(await main.innerText(), 'In your time zone (Europe/Berlin)')
    assert.include(await main.innerText(), 'In Europe/London')
    await page.getByLabel('Time zone', { exact: true }).fill('Europe/Lisbon')
    assert.include(await main.innerText(), 'In Europe/Lisbon')

    await page.getByLabel('Venue', { exact: true }).fill('Question Hall')
    await page.getByLabel('Publish at', { exact: true }).fill('2031-01-15T18:00')
    await page.getByRole('button', { name: 'Save changes' }).click()
    const question = page.getByRole('group', { name: 'What did you mean?' })
    await question.waitFor()
    assert.include(await main.innerText(), 'should it be scheduled for that time')
    assert.equal(await page.getByLabel('Venue', { exact: true }).inputValue(), 'Question Hall')
    await screenshotsAtBothSizes(page, 'publish-question', assert)

    await question.getByRole('button', { name: 'Schedule it for this time' }).click()
    await page.waitForLoadState()
    await page.getByText('Schedule Night was saved').waitFor()
    const event = await Event.findOrFail(eventId)
    assert.equal(event.publication, 'scheduled')
    assert.equal(event.venueName, 'Question Hall')
    assert.equal(event.timezone, 'Europe/Lisbon')
    assert.equal(event.publishAt!.toUTC().toISO(), '2031-01-15T17:00:00.000Z')
  })
})
