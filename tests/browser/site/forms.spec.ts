/*
| The site's two forms in Chromium, without any script: the contact page
| (the e-mail arrives at a real SMTP server) and the Halloween waiting list
| (the sign-up then shows in the admin panel).
*/
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import { listEvents } from '#services/catalog/event_service'
import { clearRateLimits } from '#services/rate_limit_service'
import { launchChromium } from '#tests/helpers/chromium'
import { signIn } from '#tests/helpers/admin_browser'
import { TEST_DOMAIN, useSmtpSink } from '#tests/helpers/contact_messages'
import { PHONE, newVisitorPage, screenshot } from '#tests/helpers/site_browser'

const STAMP = Date.now().toString(36)

test.group('Site forms in Chromium', (group) => {
  const sink = useSmtpSink(group)
  let browser: Browser
  let page: Page

  group.setup(async () => {
    browser = await launchChromium()
    /* a visitor without JavaScript: the forms work with HTML alone */
    page = await newVisitorPage(browser, PHONE, false)
    return async () => {
      await browser.close()
      await db.from('waitlist_entries').where('email', 'like', `%@${TEST_DOMAIN}`).delete()
      await AdminUser.query().where('email', `forms-${STAMP}@example.org`).delete()
    }
  })

  test('the contact form shows errors next to the fields, then sends the e-mail', async ({
    assert,
  }) => {
    await page.goto('/contact')
    await page.getByLabel('Your name').fill('Grace Hopper')
    await page.getByLabel('Your e-mail address').fill('grace@localhost')
    await page.getByLabel('Your message').fill(`Is there a student price? (${STAMP})`)
    await page.getByLabel('I agree that the team stores this message').check()
    await page.getByRole('button', { name: 'Send message' }).click()
    const error = page.locator('#field-email-error')
    await error.waitFor()
    assert.equal(await error.innerText(), 'Please enter an e-mail address like name@example.org.')
    assert.equal(await page.getByLabel('Your name').inputValue(), 'Grace Hopper')
    assert.equal(await page.getByLabel('Your e-mail address').getAttribute('aria-invalid'), 'true')
    await screenshot(page, 'contact-errors-phone')
    assert.lengthOf(sink.received, 0)

    await page.getByLabel('Your e-mail address').fill(`grace.${STAMP}@${TEST_DOMAIN}`)
    await page.getByLabel('I agree that the team stores this message').check()
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Thank you! Your message was sent to the team.').waitFor()
    assert.match(page.url(), /\/contact\?sent=1$/)
    await screenshot(page, 'contact-sent-phone')
    assert.lengthOf(sink.received, 1)
    assert.include(sink.received[0].text, `Is there a student price? (${STAMP})`)
    assert.include(sink.received[0].headers.get('reply-to')?.[0] ?? '', `grace.${STAMP}@`)
  }).timeout(60_000)

  test('the Halloween sign-up form adds the student; staff see the sign-up', async ({ assert }) => {
    await clearRateLimits()
    const { events } = await listEvents({ type: 'halloween', limit: 200 })
    const event = events.find((candidate) => candidate.waitlist_open && candidate.city_slug)!
    const address = `ada.${STAMP}@${TEST_DOMAIN}`

    await page.goto(`/events/${event.id}`)
    const form = page.locator('#waitlist')
    await form.getByLabel('Your name').fill('Ada Lovelace')
    await form.getByLabel('Your e-mail address').fill(address)
    await form.getByRole('button', { name: 'Join the waiting list' }).click()
    /* the browser itself asks for the consent box (required): nothing was sent */
    assert.match(page.url(), new RegExp(`/events/${event.id}$`))
    await form.getByLabel(/I agree to be put on the waiting list/).check()
    await form.getByRole('button', { name: 'Join the waiting list' }).click()
    await page.getByText('You are on the waiting list.').waitFor()
    assert.match(page.url(), /\?waitlist=joined#waitlist$/)
    await screenshot(page, 'waitlist-joined-phone')

    await AdminUser.create({
      email: `forms-${STAMP}@example.org`,
      password: 'forms-test-password',
      fullName: 'Forms Test',
    })
    const staff = await newVisitorPage(browser)
    await signIn(staff, `forms-${STAMP}@example.org`, 'forms-test-password')
    await staff.goto(`/admin/waitlists?filter=${encodeURIComponent(event.id)}`)
    const row = staff.getByRole('row', { name: new RegExp(address.replace('.', '\\.')) })
    await row.waitFor()
    assert.include(await row.innerText(), 'Ada Lovelace')
    await screenshot(staff, 'admin-waitlist-signup')
    await staff.context().close()
  }).timeout(60_000)
})
