import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import City from '#models/city'
import { CityFactory } from '#database/factories/city_factory'
import { BASE_URL, launchChromium } from '#tests/helpers/admin_browser'
import {
  notesScreenshots,
  removeEditorialStaff,
  screenshotsAtBothSizes,
  signedInStaff,
  stamp,
} from '#tests/helpers/editorial_browser'
import { clearRateLimits } from '#services/rate_limit_service'

const PUBLISHED = 'Draftburg welcomes students with cheap rent and a big river.'
const DRAFTED = 'Draftburg now also has a night bus that runs until four.'

async function publicGuide(slug: string) {
  await clearRateLimits()
  const response = await fetch(`${BASE_URL}/api/v1/cities/${slug}`)
  return response.json() as Promise<{ about: string; image: string | null }>
}

/** What a visitor sees on the guide's page: its text and its picture's address. */
async function visitorSees(browser: Browser, slug: string) {
  await clearRateLimits()
  const visitor = await browser.newPage()
  try {
    await visitor.goto(`${BASE_URL}/cities/${slug}`)
    const text = await visitor.locator('main').innerText()
    const picture = visitor.locator('img.hero-image')
    const src = (await picture.count()) > 0 ? await picture.getAttribute('src') : null
    return { text, src, banner: await visitor.locator('[data-preview-banner]').count() }
  } finally {
    await visitor.close()
  }
}

function cityPhoto() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2b6cd9' } })
    .jpeg()
    .toBuffer()
}

async function flash(page: Page, text: string) {
  await page.getByText(text).first().waitFor()
}

/**
 * An editor edits a city guide as a draft, previews it, changes its picture
 * on the draft and publishes: the public sees nothing of it until then.
 */
test.group('City guide drafts in Chromium', (group) => {
  let browser: Browser
  let city: City

  group.setup(async () => {
    browser = await launchChromium()
    city = await CityFactory.merge({
      slug: `draftburg-${stamp()}`,
      name: `Draftburg ${stamp().slice(-4)}`,
      about: PUBLISHED,
    }).create()
  })
  group.teardown(async () => {
    await browser?.close()
    await City.query().where('id', city.id).delete()
    await removeEditorialStaff()
  })

  test('an editor drafts, previews and publishes a guide; the draft picture waits for publishing', async ({
    assert,
  }) => {
    const { page } = await signedInStaff(browser, 'editor')
    await page.goto(`/admin/cities/${city.id}/edit`)
    assert.include(await page.locator('[data-guide-status]').innerText(), 'Published')
    await page.getByLabel('About', { exact: true }).fill(DRAFTED)
    await page.getByRole('button', { name: 'Save as draft' }).click()
    await flash(page, 'the draft is saved')
    assert.equal(await page.locator('[data-guide-status]').innerText(), 'Draft')
    assert.equal(await page.getByLabel('About', { exact: true }).inputValue(), DRAFTED)

    const outside = await publicGuide(city.slug)
    assert.equal(outside.about, PUBLISHED)
    const seen = await visitorSees(browser, city.slug)
    assert.include(seen.text, PUBLISHED)
    assert.notInclude(seen.text, DRAFTED)

    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Preview the guide with the draft' }).click(),
    ])
    await preview.waitForLoadState()
    assert.include(await preview.getByRole('status').innerText(), 'Preview for staff')
    assert.include(await preview.locator('main').innerText(), DRAFTED)
    await screenshotsAtBothSizes(preview, 'preview-guide-draft', assert)
    await preview.close()

    /* the picture card is inside the city's form: the picture goes with "Save as draft" */
    await page.getByLabel('Picture (optional)').setInputFiles({
      name: 'river.jpg',
      mimeType: 'image/jpeg',
      buffer: await cityPhoto(),
    })
    await page.getByRole('button', { name: 'Save as draft' }).click()
    await page.getByAltText(/Current picture of/).waitFor()
    await flash(page, 'the draft is saved')
    const draftPicture = await page.getByAltText(/Current picture of/).getAttribute('src')
    assert.match(draftPicture!, /^\/media\/[0-9a-f]{16}-md\.jpg$/)
    const hash = draftPicture!.slice('/media/'.length, -'-md.jpg'.length)
    const stillOld = await publicGuide(city.slug)
    assert.isNull(stillOld.image, 'the draft picture is not public')
    const beforePublish = await visitorSees(browser, city.slug)
    assert.isNull(beforePublish.src)
    assert.notInclude(beforePublish.text, DRAFTED)

    await page.locator('[data-guide-draft]').scrollIntoViewIfNeeded()
    await notesScreenshots(page, 'guide-form-draft')
    await screenshotsAtBothSizes(page, 'guide-form-draft', assert)

    await page.getByRole('button', { name: 'Publish now' }).click()
    await flash(page, 'was published')
    assert.equal(await page.locator('[data-guide-status]').innerText(), 'Published')
    const after = await publicGuide(city.slug)
    assert.equal(after.about, DRAFTED)
    assert.include(after.image ?? '', `/media/${hash}-lg.jpg`)
    const published = await visitorSees(browser, city.slug)
    assert.include(published.text, DRAFTED)
    assert.include(published.src ?? '', hash)
    assert.equal(published.banner, 0, 'no preview banner for the public')
    await notesScreenshots(page, 'guide-form-published')
  }).timeout(120_000)
})
