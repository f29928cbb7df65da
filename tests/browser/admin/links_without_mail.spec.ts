import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import { launchChromium, newStaffPage } from '#tests/helpers/admin_browser'
import {
  removeEditorialStaff,
  screenshotsAtBothSizes,
  signedInStaff,
  stamp,
} from '#tests/helpers/editorial_browser'

/**
 * Without SMTP an admin invites a colleague, copies the one-time link
 * (shown once, audited) and the colleague, in a browser context of their
 * own, sets a password with it and signs in.
 */
test.group('Invitations without mail, in Chromium', (group) => {
  let browser: Browser
  const email = `colleague-${stamp()}@editorial-browser.example`

  group.setup(async () => {
    browser = await launchChromium()
  })
  group.teardown(async () => {
    await browser?.close()
    const colleague = await AdminUser.findBy('email', email)
    if (colleague) await AuditLog.query().where('entity_id', String(colleague.id)).delete()
    await AdminUser.query().where('email', email).delete()
    await removeEditorialStaff()
  })

  test('an invitation link is copied once and used without e-mail', async ({ assert }) => {
    const { page } = await signedInStaff(browser, 'admin')
    await page.goto('/admin/staff/new')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Name', { exact: true }).fill('Copied Colleague')
    await page.getByRole('button', { name: 'Send the invitation' }).click()
    await page.getByText('No e-mail was sent').waitFor()
    const row = page.locator(`[data-staff="${email}"]`)
    assert.include(await row.innerText(), 'Invitation not sent')
    await screenshotsAtBothSizes(page, 'staff-invitation-not-sent', assert)

    await row.getByRole('button', { name: `Copy a one-time link for ${email}` }).click()
    await page.getByRole('heading', { level: 1, name: `Invitation link for ${email}` }).waitFor()
    const link = await page.getByLabel('One-time link').inputValue()
    assert.match(link, /\/admin\/password\/set\?/)
    await screenshotsAtBothSizes(page, 'staff-one-time-link', assert)
    const colleague = await AdminUser.findByOrFail('email', email)
    const entries = await AuditLog.query()
      .where({ entity_type: 'staff_account', entity_id: String(colleague.id) })
      .orderBy('id', 'desc')
    assert.equal((entries[0].after?.password_links as { delivery: string }[])[0].delivery, 'copied')
    await page.goto('/admin/staff')
    assert.include(await row.innerText(), 'Invitation pending')

    const theirs = await newStaffPage(browser)
    await theirs.goto(link)
    await theirs.getByLabel('New password', { exact: true }).fill('copied-link-password')
    await theirs.getByLabel('New password again', { exact: true }).fill('copied-link-password')
    await theirs.getByRole('button', { name: 'Set password' }).click()
    /* signed in by the link: the panel, not the sign-in form */
    await theirs.waitForURL(/\/admin\/?$/)
    await theirs.getByText('Your password is set').waitFor()
    assert.equal(await theirs.locator('.whoami__email').innerText(), email)
    const again = await theirs.goto(link)
    assert.equal(again?.status(), 410)

    await page.reload()
    assert.notInclude(await row.innerText(), 'Invitation')
  })
})
