/*
| Issue #27: a season of 200 events from a spreadsheet, 3 rows wrong. The dry
| run names each wrong row and column and writes nothing; the corrected file
| is checked again and imported in one step; the list then shows the events.
| Screenshots at 1280 and 390 px: tmp/screenshots/27/import-*.png
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import Event from '#models/event'
import { clearRateLimits } from '#services/rate_limit_service'
import { fullPageScreenshot } from '#tests/helpers/chromium'
import { DESK, PHONE, launchChromium, newStaffPage, signIn } from '#tests/helpers/admin_browser'

const STAMP = Date.now().toString(36)
const PASSWORD = 'import-test-password'
const EMAIL = `import-${STAMP}@example.org`
const SCREENSHOTS = 'tmp/screenshots/27'
const HEADER =
  'id;name;type;city;timezone;start_at;url;buy_url;ticket_status;publication;round_1_name;round_1_price;round_1_currency'
const BAD = new Map([
  [17, { column: 'type', cells: { type: 'picnic' } }],
  [88, { column: 'start_at', cells: { start_at: '31.02.2031 20:00' } }],
  [150, { column: 'round_1_currency', cells: { round_1_currency: 'EURO' } }],
])

const idOf = (index: number) => `season-${STAMP}-${index}`

/** The season's CSV (German Excel: `;` and decimal commas); `withMistakes` keeps the 3 bad rows. */
function seasonCsv(withMistakes: boolean) {
  const lines = [HEADER]
  for (let index = 1; index <= 200; index++) {
    const day = String((index % 28) + 1).padStart(2, '0')
    const cells: Record<string, string> = {
      id: idOf(index),
      name: `Season ${STAMP} party ${index}`,
      type: 'semester_kickoff',
      city: 'Elsewhere',
      timezone: 'Europe/Berlin',
      start_at: `${day}.10.2031 21:00`,
      url: `/events/${idOf(index)}`,
      buy_url: `https://tickets.example.org/${index}`,
      ticket_status: 'on_sale',
      publication: 'draft',
      round_1_name: 'Regular',
      round_1_price: `${index % 20},50`,
      round_1_currency: 'EUR',
      ...(withMistakes ? BAD.get(index)?.cells : {}),
    }
    lines.push(
      HEADER.split(';')
        .map((key) => cells[key])
        .join(';')
    )
  }
  return Buffer.from(lines.join('\r\n'))
}

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true })
  await fullPageScreenshot(page, `${SCREENSHOTS}/${name}.png`)
}

async function chooseFile(page: Page, bytes: Buffer) {
  await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
    name: 'season.csv',
    mimeType: 'text/csv',
    buffer: bytes,
  })
  await page.getByRole('button', { name: 'Check the file' }).click({ timeout: 120_000 })
  await page.waitForURL(/\/admin\/events\/import\/\d+$/, { timeout: 120_000 })
}

test.group('Import a season of events in Chromium', (group) => {
  let browser: Browser

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({
      email: EMAIL,
      password: PASSWORD,
      fullName: 'Import Test',
      role: 'editor',
    })
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('id', 'like', `season-${STAMP}-%`).delete()
    await AdminUser.query().where('email', EMAIL).delete()
  })

  test('200 rows, 3 wrong: shown by row and column, fixed, imported at once', async ({
    assert,
  }) => {
    const page = await newStaffPage(browser, DESK)
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/admin/events')
    await page.getByRole('link', { name: 'Import', exact: true }).click()
    await chooseFile(page, seasonCsv(true))

    const summary = page.locator('[data-import-summary]')
    assert.include(await summary.innerText(), '3 of 200 rows have problems')
    assert.notInclude(await page.locator('main').innerText(), '@!')
    const problems = page.locator('[data-import-problems] tbody tr')
    assert.equal(await problems.count(), 3)
    for (const [index, { column }] of BAD) {
      const row = page.locator(`[data-import-row="${index + 1}"][data-import-column="${column}"]`)
      assert.include(await row.innerText(), idOf(index))
    }
    assert.equal(await page.getByRole('button', { name: /^Import \d+ events$/ }).count(), 0)
    await shot(page, 'import-dry-run-desk')
    await page.setViewportSize(PHONE)
    assert.isAtMost(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width)
    await shot(page, 'import-dry-run-phone')
    await page.setViewportSize(DESK)
    const written = await Event.query().where('id', 'like', `season-${STAMP}-%`).select('id')
    assert.lengthOf(written, 0)

    await chooseFile(page, seasonCsv(false))
    assert.include(await summary.innerText(), 'All 200 rows are fine')
    /* 200 events in one transaction: on a busy shared machine this takes more than the usual 10 s */
    await page.getByRole('button', { name: 'Import 200 events' }).click({ timeout: 120_000 })
    await page.waitForURL(/\/admin\/events\/import\/\d+$/, { timeout: 120_000 })
    assert.include(await page.getByRole('status').first().innerText(), '200 events were imported')
    const imported = await Event.query().where('id', 'like', `season-${STAMP}-%`).select('id')
    assert.lengthOf(imported, 200)
    assert.equal(await page.getByRole('button', { name: 'Undo this import' }).count(), 1)
    await page.context().close()
  })
})
