/*
| A student's way through the site in Chromium, at a phone's width (390 px)
| and a desk's (1280 px): home → events page (filters) → an event → its
| buy link and calendar links → a Halloween waiting list (with a mistake
| first) → the contact form (with a mistake first). Each step asserts what
| the student sees against the catalog read directly. The event page in
| each ticket state is photographed at 390 px (into SCREENSHOTS_DIR, else
| tmp/screenshots/26).
*/
import { mkdirSync } from 'node:fs'
import { test } from '@japa/runner'
import { appUrl } from '#config/service'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Browser, Page } from 'playwright-core'
import { EventFactory, inCity } from '#database/factories/event_factory'
import City from '#models/city'
import Event from '#models/event'
import { listEvents } from '#services/catalog/event_service'
import type { EventShape } from '#schemas/event'
import { searchCities } from '#services/catalog/city_service'
import { launchChromium, fullPageScreenshot } from '#tests/helpers/chromium'
import { seriousViolations } from '#tests/helpers/axe'
import { TEST_DOMAIN, useSmtpSink } from '#tests/helpers/contact_messages'
import { DESK, PHONE, newVisitorPage } from '#tests/helpers/site_browser'

const STAMP = Date.now().toString(36)
const SCREENS = process.env.SCREENSHOTS_DIR ?? 'tmp/screenshots/26'
const SHOP = 'https://tickets.shop.example/e/'

/** Ids of the event cards a page shows, in order. */
function cardIds(page: Page) {
  return page
    .locator('.event-card h3 a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/').pop()!)
    )
}

/** The events page's filters sit in a closed disclosure (#41): open it. */
async function openFilters(page: Page) {
  const panel = page.locator('details.filter-panel')
  if (!(await panel.getAttribute('open').then((open) => open !== null))) {
    await panel.locator('summary').click()
  }
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

/**
 * The element `id` once the browser has run autofocus: it does so at a
 * rendering step after the element is in the page, so wait for that signal
 * (or the timeout, after which the assertion reports what has the focus).
 */
async function focusSettledOn(page: Page, id: string) {
  await page
    .waitForFunction((wanted) => document.activeElement?.id === wanted, id, { timeout: 5_000 })
    .catch(() => {})
  return activeId(page)
}

/** One Berlin event in each ticket state a student can meet, for the assertions and screenshots. */
async function eventsInEachState() {
  const berlin = await City.findByOrFail('slug', 'berlin')
  const start = DateTime.now().plus({ days: 20 }).set({ hour: 21, minute: 0 })
  const base = {
    ...inCity(berlin),
    publication: 'published',
    type: 'halloween',
    startAt: start,
    endAt: start.plus({ hours: 6 }),
    venueName: 'Arena Berlin',
    venueAddress: 'Eichenstraße 4, 12435 Berlin',
    waitlistOpen: false,
    description:
      'Costume party for international students: two floors, a costume contest at midnight.\n\nCome alone or with friends.',
  }
  const states = {
    'on-sale': { ticketStatus: 'on_sale', buyUrl: `${SHOP}on-sale-${STAMP}` },
    'not-yet-on-sale': {
      ticketStatus: 'opens_soon',
      salesOpenAt: DateTime.now().plus({ days: 3 }).set({ minute: 0 }),
    },
    'early-access': {
      ticketStatus: 'opens_soon',
      waitlistOpen: true,
      salesOpenAt: DateTime.now().plus({ days: 3 }).set({ minute: 0 }),
      earlyAccessDescription: 'Community members get a 24-hour presale.',
      earlyAccessStartsAt: DateTime.now().minus({ hours: 1 }),
      earlyAccessEndsAt: DateTime.now().plus({ days: 1 }),
      earlyAccessUrl: `${SHOP}presale-${STAMP}`,
    },
    'waitlist': { ticketStatus: 'coming_soon', waitlistOpen: true },
    'sold-out': { ticketStatus: 'on_sale', waitlistOpen: true, buyUrl: `${SHOP}sold-${STAMP}` },
    'see-page': { ticketStatus: 'see_page', buyUrl: `${SHOP}venue-${STAMP}` },
    'sales-ended': { ticketStatus: 'ended', waitlistOpen: true },
    'event-over': {
      ticketStatus: 'on_sale',
      startAt: DateTime.now().minus({ days: 2 }),
      endAt: DateTime.now().minus({ days: 2 }).plus({ hours: 5 }),
    },
  } as const
  const created: Record<string, Event> = {}
  for (const [state, overrides] of Object.entries(states)) {
    const soldOut = state === 'sold-out'
    created[state] = await EventFactory.merge({
      ...base,
      id: `journey-${state}-${STAMP}`,
      name: `Journey ${state} party`,
      ...overrides,
    } as never)
      .with('ticketOptions', 2, (option) =>
        option.merge([
          { name: 'Early bird', price: 15, position: 1, soldOut },
          { name: 'Regular', price: 22, position: 2, soldOut },
        ])
      )
      .create()
  }
  return created
}

/** The badge beside "Tickets": never a bare "Ended" next to a future date. */
const TICKETS_BADGE: Record<string, string> = {
  'on-sale': 'On sale',
  'not-yet-on-sale': 'Opens soon',
  'early-access': 'Opens soon',
  'waitlist': 'Coming soon',
  'sold-out': 'Sold out',
  'see-page': 'From the organisers',
  'sales-ended': 'Sales ended',
  'event-over': 'Event over',
}

test.group('A student’s journey in Chromium (#26)', (group) => {
  const sink = useSmtpSink(group)
  let browser: Browser
  let states: Record<string, Event>

  group.setup(async () => {
    mkdirSync(SCREENS, { recursive: true })
    browser = await launchChromium()
    states = await eventsInEachState()
    return async () => {
      await browser.close()
      await Event.query()
        .whereIn(
          'id',
          Object.values(states).map((event) => event.id)
        )
        .delete()
      await db.from('waitlist_entries').where('email', 'like', `%@${TEST_DOMAIN}`).delete()
    }
  })

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desk', DESK],
  ] as const) {
    test(`home → events page → event → buy and calendar links (${label})`, async ({ assert }) => {
      const page = await newVisitorPage(browser, viewport)
      await page.goto('/')
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Events' })
        .click()
      await page.waitForURL(/\/events$/)
      const firstPage = await listEvents({ limit: 24 })
      assert.deepEqual(
        await cardIds(page),
        firstPage.events.map((event) => event.id)
      )

      /* filters: a city and a type, sent as listEvents' own parameters */
      const { cities } = await searchCities({ limit: 100 })
      const upcoming = await listEvents({ limit: 200 })
      const buyable = (event: EventShape) =>
        event.tickets.status === 'on_sale' && !event.tickets.sold_out
      const onSale = upcoming.events.find(
        (event) => buyable(event) && event.city_slug && event.venue
      )!
      const city = cities.find((candidate) => candidate.slug === onSale.city_slug)!
      await openFilters(page)
      await page.getByLabel('City').selectOption(city.slug)
      await page.getByLabel('Type').selectOption(onSale.type)
      await page.getByRole('button', { name: 'Show events' }).click()
      await page.waitForURL(new RegExp(`city=${city.slug}&type=${onSale.type}`))
      const filtered = await listEvents({ city: city.slug, type: onSale.type, limit: 24 })
      assert.deepEqual(
        await cardIds(page),
        filtered.events.map((event) => event.id)
      )
      assert.deepEqual(await seriousViolations(page), [])

      /* "on sale now" narrows to events whose tickets are on sale */
      await openFilters(page)
      await page.getByLabel('On sale now').check()
      await page.getByRole('button', { name: 'Show events' }).click()
      await page.waitForURL(/ticket_status=on_sale/)
      assert.deepEqual(
        await cardIds(page),
        upcoming.events
          .filter(
            (event) => buyable(event) && event.city_slug === city.slug && event.type === onSale.type
          )
          .map((event) => event.id)
      )

      /* search: each event found has the words in its name, venue or city (read from the rows) */
      const words = onSale.venue!.name
      await openFilters(page)
      await page.getByLabel('City').selectOption('')
      await page.getByLabel('Type').selectOption('')
      await page.getByLabel('On sale now').uncheck()
      await page.getByLabel('Search').fill(words)
      await page.getByRole('button', { name: 'Show events' }).click()
      await page.waitForURL(/\?q=/)
      const found = await cardIds(page)
      assert.include(found, onSale.id)
      const rows = await db
        .from('events')
        .whereIn('id', found)
        .select('name', 'venue_name', 'city_name')
      const folded = (text: string | null) =>
        (text ?? '').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
      for (const row of rows) {
        const text = folded(`${row.name} ${row.venue_name} ${row.city_name}`)
        for (const word of folded(words)
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)) {
          assert.include(text, word, row.name)
        }
      }
      assert.include(await page.locator('h1').innerText(), `“${words}”`)
      await page.goto(`/events?city=${city.slug}&type=${onSale.type}&ticket_status=on_sale`)

      /* the event: its primary action is the buy link */
      await page.getByRole('link', { name: onSale.name, exact: true }).click()
      await page.waitForURL(new RegExp(`/events/${onSale.id}$`))
      const buy = page.getByRole('link', { name: /^Buy tickets/ })
      assert.equal(await buy.getAttribute('href'), onSale.tickets.buy_url)
      assert.isTrue(await buy.isVisible())
      const box = (await buy.boundingBox())!
      assert.isBelow(box.y + box.height, viewport.height, 'Buy tickets is on the first screen')

      /* calendar links: the .ics file downloads; Google and Outlook open their own pages */
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Apple Calendar and others/ }).click(),
      ])
      const stream = await download.createReadStream()
      let ics = ''
      for await (const chunk of stream) ics += chunk
      assert.match(ics, /^BEGIN:VCALENDAR/)
      assert.include(ics, `UID:${onSale.id}@`)
      const google = await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')
      assert.match(google!, /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/)
      const outlook = await page.getByRole('link', { name: 'Outlook' }).getAttribute('href')
      assert.match(outlook!, /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?/)
      assert.deepEqual(await seriousViolations(page), [])

      /* sold out: the card says so, without a buy button; "On sale now" leaves it out */
      const soldOut = states['sold-out']
      await page.goto('/events?city=berlin&type=halloween')
      const soldCard = page.locator('.event-card', {
        has: page.getByRole('link', { name: soldOut.name, exact: true }),
      })
      assert.equal(
        await soldCard.locator('.ticket-line').innerText(),
        'Sold out, waiting list open'
      )
      assert.equal(await soldCard.getByRole('link', { name: /Buy tickets/ }).count(), 0)
      await openFilters(page)
      await page.getByLabel('On sale now').check()
      await page.getByRole('button', { name: 'Show events' }).click()
      await page.waitForURL(/ticket_status=on_sale/)
      assert.notInclude(await cardIds(page), soldOut.id)
      assert.include(await cardIds(page), states['on-sale'].id)
      await page.context().close()
    }).timeout(120_000)

    test(`the event page in each ticket state (${label})`, async ({ assert }) => {
      const page = await newVisitorPage(browser, viewport)
      const expected: Record<string, [string, string | null]> = {
        'on-sale': ['Tickets on sale', 'Buy tickets'],
        'not-yet-on-sale': ['Sales open', null],
        'early-access': ['Sales open', 'Get early access'],
        'waitlist': ['Tickets coming soon', 'Join the waiting list'],
        'sold-out': ['Sold out', 'Join the waiting list'],
        'see-page': ['Tickets from the organisers', 'See tickets'],
        'sales-ended': ['Ticket sales have ended', 'Join the waiting list'],
        'event-over': ['This event has ended', null],
      }
      for (const [state, event] of Object.entries(states)) {
        await page.goto(`/events/${event.id}`)
        const action = page.locator('.ticket-action')
        const [headline, button] = expected[state]
        assert.include(await action.locator('h2').innerText(), headline, state)
        const primary = action.locator('.button--primary')
        if (button) assert.include(await primary.innerText(), button, state)
        else assert.equal(await primary.count(), 0, state)
        if (state === 'not-yet-on-sale') {
          assert.match(await action.locator('h2').innerText(), /, \d\d:\d\d Berlin time$/)
        }
        if (!['on-sale', 'see-page'].includes(state)) {
          const buyLinks = page.locator(`a[href="${event.buyUrl}"]`)
          assert.equal(await buyLinks.count(), 0, `${state}: no link to the ticket shop`)
        }
        const badge = await page.locator('#tickets-title .badge').innerText()
        assert.equal(badge, TICKETS_BADGE[state], state)
        assert.deepEqual(await seriousViolations(page), [], state)
        if (label === 'phone') await fullPageScreenshot(page, `${SCREENS}/event-${state}.png`)
      }
      await page.context().close()
    }).timeout(120_000)

    test(`waiting list, then contact, each with a mistake first (${label})`, async ({ assert }) => {
      const page = await newVisitorPage(browser, viewport)
      const event = states['waitlist']
      await page.goto(`/events/${event.id}`)
      await page
        .locator('.ticket-action')
        .getByRole('link', { name: 'Join the waiting list' })
        .click()
      const form = page.locator('#waitlist')
      await form.getByLabel('Your name').fill('Ada Lovelace')
      await form.getByLabel('Your e-mail address').fill('ada@localhost')
      await form.getByLabel(/I agree to be put on the waiting list/).check()
      await form.getByRole('button', { name: 'Join the waiting list' }).click()
      await page.locator('#waitlist-errors').waitFor()
      assert.equal(
        await focusSettledOn(page, 'waitlist-errors'),
        'waitlist-errors',
        'the summary takes the focus'
      )
      assert.equal(await page.locator('#waitlist-errors').getAttribute('role'), 'alert')
      assert.include(await page.locator('#waitlist-errors').innerText(), 'Your e-mail address')
      if (label === 'phone') await fullPageScreenshot(page, `${SCREENS}/waitlist-mistake.png`)

      await page.locator('#waitlist-errors').getByRole('link').first().click()
      assert.equal(await activeId(page), 'field-email')
      await form.getByLabel('Your e-mail address').fill(`ada.${label}.${STAMP}@${TEST_DOMAIN}`)
      await form.getByLabel(/I agree to be put on the waiting list/).check()
      await form.getByRole('button', { name: 'Join the waiting list' }).click()
      await page.getByText('You are on the waiting list.').waitFor()
      const rows = await db
        .from('waitlist_entries')
        .where('email', `ada.${label}.${STAMP}@${TEST_DOMAIN}`)
        .select('event_id')
      assert.lengthOf(rows, 1)
      /* the sign-up is confirmed to the student by e-mail (#40); the team's mail comes next */
      const confirmation = `ada.${label}.${STAMP}@${TEST_DOMAIN}`
      const deadline = Date.now() + 15_000
      while (!sink.received.some((mail) => mail.rcptTo.includes(confirmation))) {
        assert.isBelow(Date.now(), deadline, 'the waiting-list confirmation arrives')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      sink.reset()

      /* the contact form at another host name than APP_URL's (127.0.0.1, not localhost):
         the browser calls it same-origin, so the form works there too */
      const otherHost = `http://127.0.0.1:${process.env.PORT}`
      assert.notEqual(new URL(otherHost).host, new URL(appUrl).host)
      await page.goto(`${otherHost}/contact`)
      await page.getByLabel('Your name').fill('Grace Hopper')
      await page.getByLabel('Your e-mail address').fill('grace@localhost')
      await page.getByLabel('Your message').fill(`Is there a student price? (${STAMP})`)
      await page.getByLabel('I agree that the team stores this message').check()
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.locator('#contact-errors').waitFor()
      assert.equal(
        await focusSettledOn(page, 'contact-errors'),
        'contact-errors',
        'the summary takes the focus'
      )
      assert.deepEqual(await seriousViolations(page), [])
      if (label === 'phone') await fullPageScreenshot(page, `${SCREENS}/contact-mistake.png`)
      assert.lengthOf(sink.received, 0)
      await page.getByLabel('Your e-mail address').fill(`grace.${label}.${STAMP}@${TEST_DOMAIN}`)
      await page.getByLabel('I agree that the team stores this message').check()
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.getByText('Thank you! Your message was sent to the team.').waitFor()
      assert.equal(new URL(page.url()).host, new URL(otherHost).host)
      assert.lengthOf(sink.received, 1)
      await page.context().close()
    }).timeout(120_000)
  }
})
