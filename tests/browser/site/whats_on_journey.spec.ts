/*
| "What's on" in Chromium, at a phone's width (390 px) and a desk's (1280
| px) (#41): the events page shows events on the first screen with the
| filters one tap away; a student finds this weekend's events in a city,
| opens one, follows its buy link and its calendar file, joins a waiting
| list on the Halloween page itself and sends a message. Each step is
| checked against the catalog read directly, with axe-core on the pages;
| screenshots go to SCREENSHOTS_DIR (else tmp/screenshots/41).
*/
import { mkdirSync } from 'node:fs'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Browser, Page } from 'playwright-core'
import { EventFactory, inCity } from '#database/factories/event_factory'
import City from '#models/city'
import Event from '#models/event'
import { listEvents } from '#services/catalog/event_service'
import { launchChromium, fullPageScreenshot } from '#tests/helpers/chromium'
import { seriousViolations } from '#tests/helpers/axe'
import { TEST_DOMAIN, useSmtpSink } from '#tests/helpers/contact_messages'
import { DESK, PHONE, newVisitorPage } from '#tests/helpers/site_browser'

const STAMP = Date.now().toString(36)
const SCREENS = process.env.SCREENSHOTS_DIR ?? 'tmp/screenshots/41'
const SHOP = 'https://tickets.shop.example/e/'

function cardIds(page: Page) {
  return page
    .locator('.event-card h3 a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/').pop()!)
    )
}

/** A Berlin event on sale this weekend (Berlin's Friday to Sunday; under way if it is late). */
async function weekendEvent() {
  const berlin = await City.findByOrFail('slug', 'berlin')
  const today = DateTime.now().setZone('Europe/Berlin').startOf('day')
  const day = today.plus({ days: Math.max(0, 6 - today.weekday) })
  let start = day.set({ hour: 21 })
  if (start < DateTime.now().plus({ minutes: 30 })) start = DateTime.now().minus({ hours: 1 })
  return EventFactory.merge({
    ...inCity(berlin),
    id: `weekend-${STAMP}`,
    name: `Weekend rooftop party ${STAMP}`,
    publication: 'published',
    type: 'semester_kickoff',
    startAt: start,
    endAt: start.plus({ hours: 4 }),
    venueName: 'Klunkerkranich',
    ticketStatus: 'on_sale',
    buyUrl: `${SHOP}weekend-${STAMP}`,
    waitlistOpen: false,
  } as never)
    .with('ticketOptions', 1, (option) =>
      option.merge([{ name: 'Regular', price: 12, position: 1 }])
    )
    .create()
}

const shot = (page: Page, name: string) => fullPageScreenshot(page, `${SCREENS}/${name}.png`)

/** What the first screen shows, as the student sees it before scrolling. */
const firstScreen = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png` })

test.group('What’s on: a student’s evening out in Chromium (#41)', (group) => {
  const sink = useSmtpSink(group)
  let browser: Browser
  let event: Event

  group.setup(async () => {
    mkdirSync(SCREENS, { recursive: true })
    browser = await launchChromium()
    event = await weekendEvent()
    return async () => {
      await browser.close()
      await Event.query().where('id', event.id).delete()
      await db.from('waitlist_entries').where('email', 'like', `%@${TEST_DOMAIN}`).delete()
    }
  })

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desk', DESK],
  ] as const) {
    test(`events on the first screen, filters one tap away (${label})`, async ({ assert }) => {
      const page = await newVisitorPage(browser, viewport)
      await page.goto('/events')
      /* the first event is on the first screen: on a phone all of it, button included */
      const first = label === 'phone' ? '.event-card' : '.event-card .ticket-line'
      const box = (await page.locator(first).first().boundingBox())!
      assert.isBelow(box.y + box.height, viewport.height, 'the first event is on the first screen')
      assert.isFalse(await page.getByLabel('City').isVisible(), 'the filters are folded away')
      await firstScreen(page, `events-first-screen-${viewport.width}`)
      await page.locator('details.filter-panel summary').click()
      assert.isTrue(await page.getByLabel('City').isVisible(), 'one tap shows them')
      assert.deepEqual(await seriousViolations(page), [])
      await firstScreen(page, `events-filters-open-${viewport.width}`)
      await page.context().close()
    }).timeout(60_000)

    test(`this weekend in Berlin → an event → buy and calendar → waiting list → a message (${label})`, async ({
      assert,
    }) => {
      const page = await newVisitorPage(browser, viewport)
      await page.goto('/events')

      /* a city, then "This weekend" */
      await page.locator('details.filter-panel summary').click()
      await page.getByLabel('City').selectOption('berlin')
      await page.getByRole('button', { name: 'Show events' }).click()
      await page.waitForURL(/city=berlin/)
      await page
        .getByRole('navigation', { name: 'When' })
        .getByRole('link', { name: 'This weekend' })
        .click()
      await page.waitForURL(/from=.*&to=/)
      const params = new URL(page.url()).searchParams
      const weekend = await listEvents({
        city: 'berlin',
        from: params.get('from')!,
        to: params.get('to')!,
        limit: 24,
      })
      assert.deepEqual(
        await cardIds(page),
        weekend.events.map((listed) => listed.id)
      )
      assert.include(await cardIds(page), event.id)
      assert.equal(
        await page.getByRole('link', { name: 'This weekend' }).getAttribute('aria-current'),
        'page'
      )
      assert.deepEqual(await seriousViolations(page), [])
      await shot(page, `weekend-berlin-${viewport.width}`)

      /* the card says the price in words, then the event */
      const card = page.locator('.event-card', {
        has: page.getByRole('link', { name: event.name, exact: true }),
      })
      assert.equal(await card.locator('.ticket-line').innerText(), 'On sale from €12.00')
      await card.getByRole('link', { name: event.name, exact: true }).click()
      await page.waitForURL(new RegExp(`/events/${event.id}$`))
      await shot(page, `event-${viewport.width}`)

      /* the calendar file */
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Apple Calendar and others/ }).click(),
      ])
      let ics = ''
      for await (const chunk of await download.createReadStream()) ics += chunk
      assert.match(ics, /^BEGIN:VCALENDAR/)
      assert.include(ics, `UID:${event.id}@`)

      /* buy: the ticket shop opens (answered here: the machine reaches no other site) */
      await page.route(`${SHOP}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Ticket shop</title><h1>Shop</h1>' })
      )
      await page.getByRole('link', { name: /^Buy tickets/ }).click()
      await page.waitForURL(`${SHOP}weekend-${STAMP}`)
      assert.equal(await page.title(), 'Ticket shop')

      /* a waiting list, on the Halloween page itself (a mistake first) */
      await page.goto('/halloween/berlin')
      const form = page.locator('#waitlist')
      const email = `ada.${label}.${STAMP}@${TEST_DOMAIN}`
      await form.getByLabel('Your name').fill('Ada Lovelace')
      await form.getByLabel('Your e-mail address').fill('ada@localhost')
      await form.getByLabel(/I agree to be put on the waiting list/).check()
      await form.getByRole('button', { name: 'Join the waiting list' }).click()
      await page.locator('#waitlist-errors').waitFor()
      assert.match(new URL(page.url()).pathname, /^\/halloween\/berlin\/waitlist$/)
      await form.getByLabel('Your e-mail address').fill(email)
      await form.getByLabel(/I agree to be put on the waiting list/).check()
      await form.getByRole('button', { name: 'Join the waiting list' }).click()
      await page.getByText('You are on the waiting list.').waitFor()
      assert.equal(new URL(page.url()).pathname, '/halloween/berlin')
      const rows = await db.from('waitlist_entries').where('email', email).select('source')
      assert.deepEqual(rows, [{ source: 'site' }])
      assert.notInclude(await page.locator('main').innerText(), 'MCP')
      assert.deepEqual(await seriousViolations(page), [])
      await shot(page, `halloween-joined-${viewport.width}`)

      /* a message to the team */
      await page.goto('/contact')
      await page.getByLabel('Your name').fill('Grace Hopper')
      await page.getByLabel('Your e-mail address').fill(`grace.${label}.${STAMP}@${TEST_DOMAIN}`)
      await page.getByLabel('Your message').fill(`Is the rooftop party step-free? (${STAMP})`)
      await page.getByLabel('I agree that the team stores this message').check()
      const before = sink.received.length
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.getByText('Thank you! Your message was sent to the team.').waitFor()
      assert.equal(sink.received.length, before + 1)
      await shot(page, `contact-sent-${viewport.width}`)
      await page.context().close()
    }).timeout(120_000)
  }
})
