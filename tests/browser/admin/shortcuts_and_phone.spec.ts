/*
| Issue #27: keyboard shortcuts (search, new, save, navigation, the help
| overlay) and the events list on a phone: filters folded, the first screen
| shows rows, no cell breaks a word.
*/
import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import AdminUser from '#models/admin_user'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { clearRateLimits } from '#services/rate_limit_service'
import { DESK, PHONE, launchChromium, newStaffPage, signIn } from '#tests/helpers/admin_browser'

const STAMP = Date.now().toString(36)
const PASSWORD = 'shortcut-test-password'
const EMAIL = `shortcuts-${STAMP}@example.org`

test.group('Keyboard shortcuts and the phone list in Chromium', (group) => {
  let browser: Browser

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({ email: EMAIL, password: PASSWORD, fullName: 'Keys', role: 'editor' })
    await EventFactory.merge({
      name: `Amsterdam shortcut party ${STAMP}`,
      cityName: 'Amsterdam',
    }).createMany(3)
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('name', `Amsterdam shortcut party ${STAMP}`).delete()
    await AdminUser.query().where('email', EMAIL).delete()
  })

  test('/ searches, g e goes to events, n opens a new one, Ctrl+S saves, ? lists them', async ({
    assert,
  }) => {
    const page = await newStaffPage(browser, DESK)
    await signIn(page, EMAIL, PASSWORD)
    await page.keyboard.press('/')
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'global-q')
    await page.keyboard.press('Escape')
    await page.locator('main h1').click()

    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await help.waitFor()
    assert.include(await help.innerText(), 'Go to Events')
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'hidden' })

    await page.keyboard.press('g')
    await page.keyboard.press('e')
    await page.waitForURL(/\/admin\/events$/)
    await page.keyboard.press('n')
    await page.waitForURL(/\/admin\/events\/new$/)
    await page.getByLabel('Name', { exact: true }).fill('x')
    const posted = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.keyboard.press('Control+s')
    await posted
    /* saved, refused: the error summary of the new form says what to fix */
    await page.locator('[data-error-summary]').waitFor()
    await page.context().close()
  })

  test('390 px: the first screen of the events list shows rows; filters folded; words whole', async ({
    assert,
  }) => {
    const page = await newStaffPage(browser, PHONE)
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/admin/events?q=${encodeURIComponent(`shortcut party ${STAMP}`)}`)
    const firstRow = page.locator('[data-list="events"] tbody tr').first()
    const top = await firstRow.evaluate((row) => row.getBoundingClientRect().top)
    assert.isBelow(top, PHONE.height, 'the first row starts on the first screen')
    assert.isFalse(
      await page
        .locator('[data-filters-fold]')
        .evaluate((fold) => (fold as HTMLDetailsElement).open)
    )
    await page.getByText('Filters', { exact: true }).click()
    assert.isTrue(await page.getByLabel('When').isVisible())

    await page.setViewportSize(DESK)
    await page.reload()
    const cells = page.locator('[data-list="events"] tbody td')
    /* each cell at least as wide as its longest word set on one line */
    const broken = await cells.evaluateAll((tds) =>
      tds
        .filter((td) => {
          const texts: string[] = []
          const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT)
          while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '')
          const longest = texts
            .flatMap((text) => text.split(/\s+/))
            .reduce((a, b) => (b.length > a.length ? b : a), '')
          if (!longest) return false
          const probe = document.createElement('span')
          probe.style.whiteSpace = 'nowrap'
          probe.textContent = longest
          td.append(probe)
          const wordWidth = probe.getBoundingClientRect().width
          probe.remove()
          const style = getComputedStyle(td)
          const inner =
            td.clientWidth -
            Number.parseFloat(style.paddingLeft) -
            Number.parseFloat(style.paddingRight)
          return wordWidth > inner + 1
        })
        .map((td) => `${td.dataset.label}: ${td.textContent?.trim()} (${td.clientWidth})`)
    )
    assert.deepEqual(broken, [])
    await page.context().close()
  })
})
