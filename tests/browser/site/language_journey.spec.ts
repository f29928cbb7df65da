/*
| Issue #40's journey, at a phone's width (390 px), in Polish and in French:
| a browser that reads the language lands on the site in it, finds this
| weekend's events in a city, opens one, follows its buy link, adds it to a
| calendar, joins a waiting list (with a mistake first) and gets the
| confirmation e-mail. Every page and the e-mail hold no English sentence of
| the site's catalog (#tests/helpers/untranslated); the page is as wide as
| the phone. Screenshots: SCREENSHOTS_DIR, else tmp/screenshots/40.
*/
import { mkdirSync } from 'node:fs'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Browser } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/service'
import City from '#models/city'
import Event from '#models/event'
import { EventFactory, inCity } from '#database/factories/event_factory'
import { launchChromium, fullPageScreenshot } from '#tests/helpers/chromium'
import { PHONE } from '#tests/helpers/site_browser'
import { TEST_DOMAIN, useSmtpSink } from '#tests/helpers/contact_messages'
import type { SmtpSink } from '#tests/helpers/smtp_sink'
import {
  englishLeftovers,
  staffTexts,
  untranslated,
  visibleText,
} from '#tests/helpers/untranslated'

const STAMP = Date.now().toString(36)
const SCREENS = process.env.SCREENSHOTS_DIR ?? 'tmp/screenshots/40'
const SHOP = 'https://tickets.shop.example/e/'

/** What the student clicks and reads, in each language (the catalog's words, written out). */
const WORDS = {
  pl: {
    browser: 'pl-PL',
    events: 'Wydarzenia',
    filters: 'Filtry',
    city: 'Miasto',
    show: 'Pokaż wydarzenia',
    weekend: 'Ten weekend',
    buy: 'Kup bilety',
    calendar: 'Dodaj do kalendarza',
    ics: 'Kalendarz Apple i inne (.ics)',
    join: 'Zapisz się na listę oczekujących',
    name: 'Twoje imię',
    email: 'Twój adres e-mail',
    consent: /Zgadzam się na wpisanie na listę oczekujących/,
    badEmail: 'Wpisz adres e-mail, np. imie@example.org.',
    joined: 'Jesteś na liście oczekujących.',
    subject: 'Jesteś na liście oczekujących:',
  },
  fr: {
    browser: 'fr-FR',
    events: 'Événements',
    filters: 'Filtres',
    city: 'Ville',
    show: 'Voir les événements',
    weekend: 'Ce week-end',
    buy: 'Acheter des billets',
    calendar: 'Ajouter au calendrier',
    ics: 'Calendrier Apple et autres (.ics)',
    join: 'Rejoindre la liste d’attente',
    name: 'Ton nom',
    email: 'Ton adresse e-mail',
    consent: /J’accepte d’être inscrit·e sur la liste d’attente/,
    badEmail: 'Merci d’indiquer une adresse e-mail comme nom@example.org.',
    joined: 'Tu es sur la liste d’attente.',
    subject: 'Tu es sur la liste d’attente de',
  },
} as const

/** A Berlin evening inside the page's "this weekend" (Friday to Sunday, from today once begun). */
function thisWeekendEvening() {
  const now = DateTime.now().setZone('Europe/Berlin')
  const sunday = now.startOf('day').plus({ days: 7 - now.weekday })
  const evening = sunday.set({ hour: 20, minute: 0 })
  return evening > now.plus({ hours: 1 }) ? evening : now.plus({ minutes: 30 })
}

/** One party to buy tickets for and one with a waiting list, this weekend in Berlin. */
async function weekendEvents() {
  const berlin = await City.findByOrFail('slug', 'berlin')
  const start = thisWeekendEvening()
  const base = {
    ...inCity(berlin),
    publication: 'published',
    type: 'halloween',
    startAt: start,
    endAt: start.plus({ hours: 5 }),
    venueName: 'Arena Berlin',
  }
  const make = (id: string, overrides: object) =>
    EventFactory.merge({ ...base, id, ...overrides } as never)
      .with('ticketOptions', 1, (option) => option.merge({ name: 'Regular', price: 18 }))
      .create()
  return {
    onSale: await make(`lang-buy-${STAMP}`, {
      name: `Weekend costume night ${STAMP}`,
      ticketStatus: 'on_sale',
      buyUrl: `${SHOP}lang-${STAMP}`,
      waitlistOpen: false,
    }),
    waitlist: await make(`lang-wait-${STAMP}`, {
      name: `Weekend ghost party ${STAMP}`,
      ticketStatus: 'coming_soon',
      waitlistOpen: true,
    }),
  }
}

async function mailTo(sink: SmtpSink, to: string) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const mail = sink.received.find((received) => received.rcptTo.includes(to))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

test.group('Issue #40: the journey in Polish and in French at 390 px', (group) => {
  const sink = useSmtpSink(group)
  let browser: Browser
  let events: Awaited<ReturnType<typeof weekendEvents>>
  let staff: string[]

  group.setup(async () => {
    mkdirSync(SCREENS, { recursive: true })
    browser = await launchChromium()
    events = await weekendEvents()
    staff = await staffTexts()
    return async () => {
      await browser.close()
      await Event.query().whereIn('id', [events.onSale.id, events.waitlist.id]).delete()
      await db.from('waitlist_entries').where('email', 'like', `%@${TEST_DOMAIN}`).delete()
    }
  })

  for (const locale of ['pl', 'fr'] as const) {
    test(`find, open, buy, add to calendar, join the waiting list, get the e-mail (${locale})`, async ({
      assert,
    }) => {
      const words = WORDS[locale]
      const leftovers = englishLeftovers(locale)
      const context = await browser.newContext({
        viewport: PHONE,
        baseURL: appUrl,
        locale: words.browser,
      })
      const page = await context.newPage()
      page.setDefaultTimeout(15_000)

      /** The page is in the language, as wide as the phone, and says nothing in English. */
      const inLanguage = async (step: string) => {
        assert.equal(await page.getAttribute('html', 'lang'), locale, step)
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        assert.isAtMost(width, PHONE.width, `${step}: no sideways scrolling`)
        const text = await page.locator('body').innerText()
        const labels = await page.evaluate(() =>
          [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
            .flatMap((element) =>
              ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '')
            )
            .join('\n')
        )
        const title = await page.title()
        assert.isNull(untranslated(`${title}\n${text}\n${labels}`, leftovers, staff), step)
      }

      /* the first visit: the browser's language, in the address */
      await page.goto('/')
      await page.waitForURL(new RegExp(`/${locale}$`))
      await inLanguage('home')

      /* this weekend's events in Berlin */
      await page.getByRole('link', { name: words.events, exact: true }).first().click()
      await page.waitForURL(new RegExp(`/${locale}/events$`))
      await page.locator('summary', { hasText: words.filters }).click()
      await page.getByLabel(words.city).selectOption('berlin')
      await page.getByRole('button', { name: words.show }).click()
      await page.waitForURL(/city=berlin/)
      await page.getByRole('link', { name: words.weekend }).click()
      await page.waitForURL(/from=\d{4}-\d\d-\d\d&to=/)
      assert.equal(
        await page.getByRole('link', { name: words.weekend }).getAttribute('aria-current'),
        'page'
      )
      const cards = page.locator('.event-card h3 a')
      const names = await cards.allInnerTexts()
      assert.includeMembers(names, [events.onSale.name, events.waitlist.name])
      await inLanguage('this weekend in Berlin')

      /* the event: buy link and calendar */
      await page.getByRole('link', { name: events.onSale.name, exact: true }).click()
      await page.waitForURL(new RegExp(`/${locale}/events/${events.onSale.id}$`))
      const buy = page
        .locator('.ticket-action')
        .getByRole('link', { name: new RegExp(`^${words.buy}`) })
      assert.equal(await buy.getAttribute('href'), events.onSale.buyUrl)
      const box = (await buy.boundingBox())!
      assert.isBelow(box.y + box.height, PHONE.height, 'the buy link is on the first screen')
      await page.getByRole('heading', { name: words.calendar }).waitFor()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: words.ics }).click(),
      ])
      let ics = ''
      for await (const chunk of await download.createReadStream()) ics += chunk
      assert.include(ics, `UID:${events.onSale.id}@`)
      await inLanguage('event page')
      await fullPageScreenshot(page, `${SCREENS}/event-${locale}.png`)

      /* the waiting list, with a mistake first */
      await page.goto(`/${locale}/events/${events.waitlist.id}`)
      await page.locator('.ticket-action').getByRole('link', { name: words.join }).click()
      const form = page.locator('#waitlist')
      const email = `${locale}-${STAMP}@${TEST_DOMAIN}`
      await form.getByLabel(words.name).fill('Zoé Nowak')
      await form.getByLabel(words.email).fill(`${locale}-${STAMP}@`)
      await form.getByLabel(words.consent).check()
      /* the browser's own check of type=email would stop the form: the server's message is tested */
      await form.locator('form').evaluate((element) => element.setAttribute('novalidate', ''))
      await form.getByRole('button', { name: words.join }).click()
      await page.locator('#waitlist-errors').waitFor()
      assert.include(await page.locator('#waitlist-errors').innerText(), words.badEmail)
      await inLanguage('waiting list with a mistake')
      await fullPageScreenshot(page, `${SCREENS}/waitlist-mistake-${locale}.png`)
      await form.getByLabel(words.email).fill(email)
      await form.getByLabel(words.consent).check()
      await form.getByRole('button', { name: words.join }).click()
      await page.waitForURL(/waitlist=joined/)
      assert.include(await page.locator('#waitlist').innerText(), words.joined)
      await inLanguage('waiting list joined')

      /* the confirmation e-mail, in the same language */
      const mail = await mailTo(sink, email)
      assert.isNotNull(mail, 'the confirmation e-mail arrives')
      assert.include(mail!.headers.get('subject')?.[0] ?? '', words.subject)
      assert.include(mail!.text, `${appUrl}/${locale}/events/${events.waitlist.id}`)
      for (const file of ['site.json', 'mail.json']) {
        const english = englishLeftovers(locale, file)
        assert.isNull(
          untranslated(`${mail!.text}\n${visibleText(mail!.html)}`, english, staff),
          file
        )
      }
      await context.close()
    }).timeout(180_000)
  }
})
