import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { launchChromium } from '#tests/helpers/admin_browser'
import {
  removeEditorialStaff,
  screenshotsAtBothSizes,
  signedInStaff,
  stamp,
} from '#tests/helpers/editorial_browser'

/** On the Staff page: gives the account `email` another role. */
async function changeRole(page: Page, email: string, role: 'admin' | 'editor') {
  await page.getByLabel(`Role of ${email}`).selectOption(role)
  const row = page.getByRole('row').filter({ hasText: email })
  await row.getByRole('button', { name: 'Change role' }).click()
  await page.getByText(`${email} is now ${role}.`).waitFor()
}

/** A bulk ticket-status change with its confirmation; the staff and forbidden pages. */
test.group('Bulk actions and staff pages in Chromium', (group) => {
  let browser: Browser
  const prefix = `Bulkfest ${stamp()}`
  const names = ['Alpha', 'Beta', 'Gamma'].map((part) => `${prefix} ${part}`)
  let ids: string[] = []

  group.setup(async () => {
    browser = await launchChromium()
    const events = []
    for (const name of names) {
      events.push(
        await EventFactory.merge({
          name,
          publication: 'published',
          ticketStatus: 'coming_soon',
        }).create()
      )
    }
    ids = events.map((event) => event.id)
  })
  group.teardown(async () => {
    await browser?.close()
    await Event.query().whereIn('id', ids).delete()
    await removeEditorialStaff()
  })

  test('an editor sets the ticket status of two events at once, after a confirmation', async ({
    assert,
  }) => {
    const { account, page } = await signedInStaff(browser, 'editor')
    await page.goto(`/admin/events?q=${encodeURIComponent(prefix)}`)
    await page.getByRole('checkbox', { name: `Choose ${names[0]}` }).check()
    await page.getByRole('checkbox', { name: `Choose ${names[2]}` }).check()
    const bulk = page.getByRole('form', { name: 'Bulk actions' })
    await bulk.getByLabel('With the chosen:').selectOption('ticket_status')
    await bulk.getByLabel('Ticket status', { exact: true }).selectOption('on_sale')
    await bulk.getByRole('button', { name: 'Review…' }).click()

    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Set the ticket status to “on sale”: 2 records?',
    })
    await heading.waitFor()
    const listed = await page.getByRole('list').filter({ hasText: prefix }).innerText()
    assert.include(listed, names[0])
    assert.include(listed, names[2])
    assert.notInclude(listed, names[1])
    await screenshotsAtBothSizes(page, 'bulk-confirmation', assert)

    await page.getByRole('button', { name: 'Set the ticket status to “on sale” (2)' }).click()
    await page.waitForURL('**/admin/events**')
    const statuses = await Event.query().whereIn('id', ids).orderBy('name')
    assert.deepEqual(
      statuses.map((event) => event.ticketStatus),
      ['on_sale', 'coming_soon', 'on_sale']
    )
    const entries = await AuditLog.query()
      .where('admin_user_id', account.id)
      .where('entity_type', 'event')
    assert.sameMembers(
      entries.map((entry) => entry.entityId),
      [ids[0], ids[2]]
    )
    await screenshotsAtBothSizes(page, 'events-after-bulk', assert)
  })

  test('an admin changes a role and reads the account’s history; an editor gets the forbidden page', async ({
    assert,
  }) => {
    const admin = await signedInStaff(browser, 'admin')
    await admin.page.goto('/admin/staff')
    await admin.page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor()
    await screenshotsAtBothSizes(admin.page, 'staff-accounts', assert)

    const editor = await signedInStaff(browser, 'editor')
    await admin.page.reload()
    await changeRole(admin.page, editor.account.email, 'admin')
    await admin.page.getByRole('link', { name: `History of ${editor.account.email}` }).click()
    await admin.page.getByRole('heading', { level: 1, name: /History of staff account/ }).waitFor()
    assert.include(await admin.page.getByRole('table').innerText(), 'Role')
    await screenshotsAtBothSizes(admin.page, 'staff-account-history', assert)

    await admin.page.goto('/admin/staff')
    await changeRole(admin.page, editor.account.email, 'editor')
    const response = await editor.page.goto('/admin/staff')
    assert.equal(response?.status(), 403)
    await editor.page
      .getByRole('heading', { level: 1, name: 'Your role does not allow this' })
      .waitFor()
    const navigation = await editor.page.getByRole('navigation', { name: 'Main' }).innerText()
    assert.notInclude(navigation, 'Staff')
    await screenshotsAtBothSizes(editor.page, 'forbidden', assert)
  })
})
