/*
| Staff upload a picture for an event in the admin panel, in Chromium; the
| picture is then in the API and in the MCP event card, rendered in Chromium
| from the real tool result with the view's own CSP. Real server, real
| database rows (removed at the end), real files in the drive disk.
*/
import { test } from '@japa/runner'
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { appUrl } from '#config/service'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import { EventSchema } from '#schemas/event'
import { clearRateLimits } from '#services/rate_limit_service'
import { deleteImageIfUnused } from '#services/images/image_store'
import { launchChromium } from '#tests/helpers/chromium'
import { McpAppHost } from '#tests/helpers/mcp_app_host'
import { connectClient } from '#tests/helpers/mcp_client'
import { EventFactory } from '#database/factories/event_factory'
import { signIn } from '#tests/helpers/admin_browser'
import { SCREENSHOTS, newVisitorPage, screenshot } from '#tests/helpers/site_browser'

const STAMP = Date.now().toString(36)
const EMAIL = `pictures-${STAMP}@example.org`
const PASSWORD = 'picture-test-password'
const EVENT_ID = `picture-party-${STAMP}`

/** A picture no other test uses: orange and purple halves, 1800×1000. */
function uploadedPicture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1000">
    <rect width="900" height="1000" fill="#f97316"/><rect x="900" width="900" height="1000" fill="#6d28d9"/>
    <circle cx="900" cy="500" r="260" fill="#fef3c7"/><text x="0" y="0">${STAMP}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

test.group('Pictures in Chromium: admin upload → API → MCP view', (group) => {
  let browser: Browser
  let page: Page

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({ email: EMAIL, password: PASSWORD, fullName: 'Picture Test' })
    await EventFactory.merge({ id: EVENT_ID, name: `Picture Party ${STAMP}` }).create()
    browser = await launchChromium()
    page = await newVisitorPage(browser)
  })

  group.teardown(async () => {
    await browser?.close()
    const event = await Event.find(EVENT_ID)
    const hash = event?.imageHash ?? null
    await event?.delete()
    await deleteImageIfUnused(hash)
    const staff = await AdminUser.findBy('email', EMAIL)
    if (staff) {
      await AuditLog.query().where('admin_user_id', staff.id).delete()
      await staff.delete()
    }
  })

  test('staff upload a picture on the event page; the API and the MCP card show it', async ({
    assert,
  }) => {
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/admin/events/${EVENT_ID}/edit`)
    await page.getByText('No picture yet').waitFor()
    await page.getByLabel('Picture (optional)').setInputFiles({
      name: 'party.png',
      mimeType: 'image/png',
      buffer: await uploadedPicture(),
    })
    await page.getByLabel('Alt text of the new picture').fill('Students at the picture party')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('The new picture is saved with it.').waitFor()
    const preview = page.locator('img.image-card__preview')
    await preview.waitFor()
    assert.equal(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth), 960)
    await screenshot(page, 'admin-event-picture')

    const response = await page.request.get(`${appUrl}/api/v1/events/${EVENT_ID}`)
    const event = EventSchema.parse(await response.json())
    assert.match(event.image!, new RegExp(`^${appUrl}/media/[0-9a-f]{16}-lg\\.jpg$`))

    const client = await connectClient()
    try {
      const { tools } = await client.listTools()
      const uri = (tools.find((tool) => tool.name === 'get_event')?._meta?.ui as any).resourceUri
      const { contents } = await client.readResource({ uri })
      const result = await client.callTool({ name: 'get_event', arguments: { id: EVENT_ID } })
      assert.equal((result.structuredContent as any).image, event.image)

      const host = await McpAppHost.open(browser, (contents[0] as { text: string }).text, {
        hostContext: { theme: 'light', locale: 'en-GB', displayMode: 'inline' },
        passThrough: new URL(appUrl).origin,
      })
      try {
        await host.send({ method: 'ui/notifications/tool-result', params: result })
        const picture = host.view.locator('img.event-image')
        await picture.waitFor()
        await host.viewFrame().waitForFunction(() => {
          const image = document.querySelector<HTMLImageElement>('img.event-image')
          return Boolean(image?.complete && image.naturalWidth > 0)
        })
        assert.equal(await picture.getAttribute('src'), event.image!.replace('-lg.jpg', '-md.jpg'))
        assert.equal(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth), 960)
        assert.deepEqual([...host.failures.keys()], [])
        await host.screenshot(`${SCREENSHOTS}/mcp-event-card-with-picture.png`)
      } finally {
        await host.close()
      }
    } finally {
      await client.close()
    }
  }).timeout(90_000)
})
