import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Browser } from 'playwright-core'
import Event from '#models/event'
import { serviceConfig } from '#config/service'
import { launchChromium } from '#tests/helpers/admin_browser'
import {
  removeEditorialStaff,
  screenshotsAtBothSizes,
  signedInStaff,
  stamp,
  statusOf,
} from '#tests/helpers/editorial_browser'
import { clockTo } from '#tests/helpers/clock'

const ZONE = 'Europe/Amsterdam'

/**
 * A publish time the form can take (it counts in minutes): a whole minute an
 * hour ahead, as the editor's own zone reads it (publish times are in the
 * staff member's zone; the account has none set).
 */
function publishMinuteInAnHour() {
  const minute = DateTime.now().setZone(serviceConfig.staffTimezone).startOf('minute')
  const at = minute.plus({ hours: 1 })
  return { at, input: at.toFormat("yyyy-LL-dd'T'HH:mm") }
}

/**
 * An editor prepares next season's event as a draft, previews the public
 * page, schedules it, and it goes public at its time with no one present
 * (the service's clock is moved to that time: #tests/helpers/clock).
 */
test.group('Scheduled publishing in Chromium', (group) => {
  let browser: Browser
  const eventId = `editorial-kickoff-${stamp()}`
  const name = `Editorial Kickoff ${eventId.slice(-6)}`

  group.setup(async () => {
    browser = await launchChromium()
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('id', eventId).delete()
    await removeEditorialStaff()
  })

  test('an editor prepares a draft, previews it, schedules it; it goes public at its time', async ({
    assert,
  }) => {
    const { page } = await signedInStaff(browser, 'editor')
    await page.goto('/admin/events/new')
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Id', { exact: true }).fill(eventId)
    await page.getByLabel('Type', { exact: true }).selectOption('semester_kickoff')
    await page.getByLabel('State', { exact: true }).selectOption('draft')
    await page.getByLabel('City name', { exact: true }).fill('Editorialtown')
    await page.getByLabel('Event page', { exact: true }).fill(`/events/${eventId}`)
    await page.getByLabel('Time zone', { exact: true }).fill(ZONE)
    await page.getByLabel('Starts', { exact: true }).fill('2031-09-01T20:00')
    await page.getByLabel('Ticket status', { exact: true }).selectOption('coming_soon')
    await page.getByLabel('Buy link', { exact: true }).fill('https://tickets.example.org/kickoff')
    await page.getByLabel('Price', { exact: true }).fill('15')
    await page.getByRole('button', { name: 'Create event' }).click()
    await page.waitForURL(`**/admin/events/${eventId}/edit`)
    await page.getByText(`${name} was created.`).waitFor()
    assert.include(await page.getByRole('heading', { name: /Publication/ }).innerText(), 'Draft')
    assert.equal(await statusOf(`/api/v1/events/${eventId}`), 404)
    assert.equal(await statusOf(`/events/${eventId}`), 404)

    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Preview the public page' }).click(),
    ])
    await preview.waitForLoadState()
    assert.include(await preview.getByRole('status').innerText(), 'Preview for staff')
    await preview.getByRole('heading', { level: 1, name }).waitFor()
    await screenshotsAtBothSizes(preview, 'preview-draft-event', assert)
    await preview.close()

    const publish = publishMinuteInAnHour()
    await page.getByLabel('State', { exact: true }).selectOption('scheduled')
    await page.getByLabel('Publish at', { exact: true }).fill(publish.input)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText(`${name} was saved`).waitFor()
    const flash = await page.getByText(`${name} was saved`).innerText()
    assert.notInclude(flash, 'live', 'a scheduled event is not live yet')
    assert.include(
      await page.getByRole('heading', { name: /Publication/ }).innerText(),
      'Scheduled'
    )
    assert.equal(await statusOf(`/api/v1/events/${eventId}`), 404)
    await screenshotsAtBothSizes(page, 'event-scheduled', assert)

    clockTo(publish.at.toMillis() - 5_000)
    assert.equal(await statusOf(`/api/v1/events/${eventId}`), 404, 'five seconds before its time')
    clockTo(publish.at.toMillis())
    assert.equal(await statusOf(`/api/v1/events/${eventId}`), 200, 'public at its time')
    const visitor = await browser.newPage()
    await visitor.goto(new URL(`/events/${eventId}`, page.url()).toString())
    await visitor.getByRole('heading', { level: 1, name }).waitFor()
    assert.equal(await visitor.getByRole('status').count(), 0, 'no preview banner for the public')
    await visitor.close()
    await page.reload()
    assert.include(await page.getByRole('heading', { name: /Publication/ }).innerText(), 'Live')
  })
})
