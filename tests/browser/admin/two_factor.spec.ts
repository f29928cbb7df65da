/*
| Issue #27: two-factor sign-in in Chromium. A staff member sets it up from
| their account (QR code and key, a code of the app), signs out, signs in
| with password + app code, then with password + a recovery code.
| Codes come from the RFC 6238 reference (tests/helpers/totp.ts).
| Screenshots: tmp/screenshots/27/two-factor-*.png
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import { clearRateLimits } from '#services/rate_limit_service'
import { fullPageScreenshot } from '#tests/helpers/chromium'
import { DESK, PHONE, launchChromium, newStaffPage, signIn } from '#tests/helpers/admin_browser'
import { totpCode } from '#tests/helpers/totp'

const STAMP = Date.now().toString(36)
const PASSWORD = 'two-factor-test-password'
const EMAIL = `twofactor-${STAMP}@example.org`
const SCREENSHOTS = 'tmp/screenshots/27'

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true })
  await fullPageScreenshot(page, `${SCREENSHOTS}/${name}.png`)
}

async function passwordStep(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(EMAIL)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/admin\/login\/two-factor$/)
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.waitForURL(/\/admin\/login/)
}

test.group('Two-factor sign-in in Chromium', (group) => {
  let browser: Browser

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({
      email: EMAIL,
      password: PASSWORD,
      fullName: 'Two Factor',
      role: 'editor',
    })
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    const staff = await AdminUser.findBy('email', EMAIL)
    if (staff) {
      await AuditLog.query()
        .where('entity_type', 'staff_account')
        .where('entity_id', String(staff.id))
        .delete()
      await staff.delete()
    }
  })

  test('set up, then sign in with an app code and with a recovery code', async ({ assert }) => {
    const page = await newStaffPage(browser, DESK)
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/admin/account')
    await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click()
    await page.waitForURL(/\/admin\/account\/two-factor$/)
    const qrCode = page.getByRole('img', { name: /QR code/ })
    assert.isTrue(await qrCode.isVisible())
    const shownKey = await page.locator('[data-secret]').innerText()
    const secret = shownKey.replace(/\s+/g, '')
    await shot(page, 'two-factor-setup-desk')
    await page.getByLabel('Code from the app').fill(totpCode(secret))
    await page.getByLabel('Your password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    const codes = await page.locator('[data-recovery-codes] code').allInnerTexts()
    assert.lengthOf(codes, 10)
    await shot(page, 'two-factor-codes-desk')
    await page.getByRole('link', { name: 'I have kept them' }).click()
    await signOut(page)

    await passwordStep(page)
    await page.getByLabel('Code').fill(totpCode(secret, 1))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/admin\/?$/)
    await signOut(page)

    const phone = await newStaffPage(browser, PHONE)
    await passwordStep(phone)
    await phone.getByLabel('Code').fill(totpCode(secret, 9))
    await phone.getByRole('button', { name: 'Sign in' }).click()
    await phone.getByText('That code is not right').waitFor()
    await phone.getByLabel('Code').fill(codes[0])
    await shot(phone, 'two-factor-sign-in-phone')
    await phone.getByRole('button', { name: 'Sign in' }).click()
    await phone.waitForURL(/\/admin\/?$/)
    await phone.getByText('You signed in with a recovery code: 9 recovery codes left').waitFor()
    await shot(phone, 'two-factor-recovery-signed-in-phone')
    await signOut(phone)

    await passwordStep(phone)
    await phone.getByLabel('Code').fill(codes[0])
    await phone.getByRole('button', { name: 'Sign in' }).click()
    await phone.getByText('That code is not right').waitFor()
    assert.match(phone.url(), /\/admin\/login\/two-factor$/)
  })
})
