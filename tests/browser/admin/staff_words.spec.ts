import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import AuditLog from '#models/audit_log'
import City from '#models/city'
import ContactMessage from '#models/contact_message'
import Event from '#models/event'
import Media from '#models/media'
import Partner from '#models/partner'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { PartnerFactory } from '#database/factories/partner_factory'
import { launchChromium } from '#tests/helpers/admin_browser'
import { removeEditorialStaff, signedInStaff, stamp } from '#tests/helpers/editorial_browser'

/** A word joined by underscores (a column name), once e-mail addresses, paths and URLs are out. */
const SNAKE_CASE = /(?<![\w@./:-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w@/-])/g
/** Error codes of drivers and frameworks shown as they are. */
const ERROR_CODE = /\b(?:E_[A-Z_]{3,}|ECONN[A-Z]+|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EAUTH)\b/g

/** What a person reads on the page: the main area and the navigation, without form values. */
function visibleText(page: Page) {
  return page.evaluate(() => document.body.innerText)
}

async function save(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText(/was saved/).waitFor()
}

/**
 * Walks every admin page (lists, forms, history, comparisons, a restore
 * confirmation, staff, messages, account) after real edits, and fails on a
 * snake_case field name or an error code in the visible text.
 */
test.group('Admin pages in staff words, in Chromium', (group) => {
  let browser: Browser
  const name = `Words ${stamp()}`
  let event: Event
  let city: City
  let partner: Partner
  let message: ContactMessage

  group.setup(async () => {
    browser = await launchChromium()
    city = await CityFactory.create()
    event = await EventFactory.merge({ name, cityId: city.id, publication: 'published' }).create()
    partner = await PartnerFactory.create()
    message = await ContactMessage.create({
      name: 'Student Sender',
      email: 'student@example.org',
      subject: 'Visa letter',
      message: 'Can you help?',
      source: 'site',
      deliveryStatus: 'failed',
      deliveryError: 'connect ECONNREFUSED 127.0.0.1:2525',
    })
  })
  group.teardown(async () => {
    await browser?.close()
    await AuditLog.query().where({ entity_type: 'event', entity_id: event.id }).delete()
    await Event.query().where('id', event.id).delete()
    await Partner.query().where('id', partner.id).delete()
    await City.query().where('id', city.id).delete()
    await ContactMessage.query().where('id', message.id).delete()
    await removeEditorialStaff()
  })

  test('no column name or raw error on any admin page', async ({ assert }) => {
    const { page } = await signedInStaff(browser, 'admin')
    await page.goto(`/admin/events/${event.id}/edit`)
    await save(page, 'Venue', 'Words Hall')
    await page.goto(`/admin/events/${event.id}/edit`)
    await page.getByLabel('City', { exact: true }).selectOption({ index: 0 })
    await page.getByLabel('City name', { exact: true }).fill('Wordtown')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText(/was saved/).waitFor()
    const [first] = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: event.id })
      .orderBy('id')
    const latest = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: event.id })
      .orderBy('id', 'desc')
      .firstOrFail()

    const media = await Media.query().orderBy('id').firstOrFail()
    const pages = [
      '/admin',
      '/admin/events',
      '/admin/events/new',
      `/admin/events/${event.id}/edit`,
      `/admin/events/${event.id}/duplicate`,
      '/admin/cities',
      '/admin/cities/new',
      `/admin/cities/${city.id}/edit`,
      '/admin/partners',
      '/admin/partners/new',
      `/admin/partners/${partner.id}/edit`,
      '/admin/pricing',
      '/admin/pricing/new',
      '/admin/docs',
      '/admin/docs/new',
      '/admin/media',
      `/admin/media/${media.id}`,
      '/admin/waitlists',
      '/admin/messages',
      `/admin/messages/${message.id}`,
      '/admin/history',
      '/admin/history/deleted',
      `/admin/history/event/${event.id}`,
      `/admin/history/event/${event.id}/compare?from=${first.id}&to=${latest.id}`,
      `/admin/history/entries/${first.id}/restore`,
      '/admin/staff',
      '/admin/staff/new',
      '/admin/account',
      '/admin/account/two-factor',
      `/admin/search?q=${encodeURIComponent(name)}`,
    ]
    const found: string[] = []
    for (const path of pages) {
      const response = await page.goto(path)
      assert.equal(response?.status(), 200, path)
      const text = await visibleText(page)
      for (const match of text.matchAll(SNAKE_CASE)) found.push(`${path}: ${match[0]}`)
      for (const match of text.matchAll(ERROR_CODE)) found.push(`${path}: ${match[0]}`)
    }
    assert.deepEqual(found, [])

    await page.goto(`/admin/messages/${message.id}`)
    assert.include(await page.getByRole('main').innerText(), 'The e-mail server did not answer')
    await page.getByRole('button', { name: 'Resend to the team' }).click()
    await page.getByText('e-mail is not set up on this server').waitFor()
  })
})
