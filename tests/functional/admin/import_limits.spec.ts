/*
| Issue #36, finding 1 and two of finding 5: an events import is bounded
| before the work is done (a zip bomb, a zip whose directory lies about its
| sizes, a CSV past the row limit are refused naming the limit, read in a
| worker off the event loop), one import at a time per account, a cell the
| input policy refuses is named, and an import belongs to its author (admins
| excepted). Through the real upload route of the test server.
*/
import { test } from '@japa/runner'
import http from 'node:http'
import { once } from 'node:events'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type AdminUser from '#models/admin_user'
import Event from '#models/event'
import EventImport from '#models/event_import'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { postAdminForm } from '#tests/helpers/admin_forms'
import { signInOverHttp } from '#tests/helpers/processes'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'
import { bombWorkbook, withDeclaredSizes, workbookOf } from '#tests/helpers/spreadsheet_bombs'

const HEADER = [
  'id',
  'name',
  'type',
  'city',
  'timezone',
  'start_at',
  'url',
  'buy_url',
  'ticket_status',
  'publication',
]

const row = (id: string, publication = 'draft') => [
  id,
  `Imported ${id}`,
  'welcome_festival',
  'Elsewhere',
  'Europe/Berlin',
  '2031-05-01 20:00',
  `/events/${id}`,
  `https://tickets.example.org/${id}`,
  'on_sale',
  publication,
]

const csvOf = (rows: string[][]) => [HEADER, ...rows].map((cells) => cells.join(';')).join('\r\n')

function upload(client: ApiClient, staff: AdminUser, bytes: Buffer, filename: string) {
  return client
    .post('/admin/events/import')
    .file('file', bytes, { filename })
    .loginAs(staff)
    .withCsrfToken()
    .redirects(0)
}

/** Uploads a file that must be refused: the message staff read (and no import was kept). */
async function refusal(client: ApiClient, staff: AdminUser, bytes: Buffer, filename: string) {
  const response = await upload(client, staff, bytes, filename)
  response.assertStatus(302)
  response.assertHeader('location', '/admin/events/import')
  const kept = await EventImport.query().where('admin_user_id', staff.id)
  if (kept.length) throw new Error(`an import was kept for a refused file (${kept[0].id})`)
  return String(response.flashMessages().failure)
}

async function statusOf(id: number) {
  const record = await EventImport.findOrFail(id)
  return record.status
}

const importIdOf = (location: string | undefined) =>
  Number(/\/admin\/events\/import\/(\d+)$/.exec(location ?? '')?.[1])

test.group('Admin: imports are bounded before the work is done', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('a small hand-written XLSX workbook is read (the files below differ only in what they attack)', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const id = uniqueName('lim')
    const response = await upload(client, staff, await workbookOf([HEADER, row(id)]), 'ok.xlsx')
    response.assertStatus(302)
    const record = await EventImport.findOrFail(importIdOf(response.header('location')))
    assert.deepEqual(record.problems, [])
    assert.equal(record.rows[0].id, id)
  })

  test('a zip bomb (a sheet unpacking to 80 MB, about 1000:1) is refused by its declared size, naming the limit', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const bomb = await bombWorkbook(HEADER, 80)
    assert.isBelow(bomb.length, 1024 * 1024)
    const message = await refusal(client, staff, bomb, 'season.xlsx')
    assert.equal(
      message,
      'The XLSX file unpacks to more than 64 MB, the most an import may unpack; save only the events sheet, or split it.'
    )
  })

  test('a zip bomb whose directory declares small sizes is stopped by the bytes it really unpacks', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const lying = withDeclaredSizes(await bombWorkbook(HEADER, 80), 4096)
    const message = await refusal(client, staff, lying, 'season.xlsx')
    assert.equal(
      message,
      'The XLSX file unpacks to more than its zip directory declares, so it was refused (the most an import may unpack is 64 MB).'
    )
  })

  test('a CSV past the row limit is refused at the first row too many, naming the limit', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    /* 5,000 rows, then 400,000 short ones (8 MB): reading them all before counting took minutes */
    const rows = [
      ...Array.from({ length: 5000 }, (_, index) => row(`r${index}`)),
      ...Array.from({ length: 400_000 }, (_, index) => [`s${index}`, 'x']),
    ]
    const message = await refusal(client, staff, Buffer.from(csvOf(rows)), 'season.csv')
    assert.equal(message, 'At most 5,000 rows at once; split the file.')
  })

  test('a NUL character in a cell is a field error naming the cell, not a server error', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const rows = [row(uniqueName('lim')), row(uniqueName('lim'))]
    rows[1][1] = 'Party\u0000night'
    const message = await refusal(client, staff, Buffer.from(csvOf(rows)), 'season.csv')
    assert.equal(
      message,
      'Row 3, column name (cell B3): Remove the invisible control characters (NUL) from this field.'
    )
    const control = [row(uniqueName('lim')), row(uniqueName('lim')), row(uniqueName('lim'))]
    control[2][7] = 'https://tickets.example.org/\u0007'
    assert.equal(
      await refusal(client, staff, Buffer.from(csvOf(control)), 'season.csv'),
      'Row 4, column buy_url (cell H4): Remove the invisible control characters from this field.'
    )
  })
})

const BOUNDARY = 'importlimits'

/**
 * An upload over its own connection, all but its last bytes sent: `finish`
 * sends them and reads the answer, `abandon` drops it (a failed test must
 * not leave the server waiting for the body).
 */
async function heldUpload(cookie: string, bytes: Buffer) {
  const page = await fetch(`${TEST_SERVER_URL}/admin/events/import`, { headers: { cookie } })
  const token = /_csrf=([^"&]+)"/.exec(await page.text())?.[1]
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="first.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n'
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  const request = http.request(`${TEST_SERVER_URL}/admin/events/import?_csrf=${token}`, {
    method: 'POST',
    headers: {
      'cookie': cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': body.length,
    },
  })
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>
  request.on('error', () => {})
  request.write(body.subarray(0, body.length - 10))
  return {
    async finish() {
      request.end(body.subarray(body.length - 10))
      const [response] = await answered
      response.resume()
      return { status: response.statusCode, location: response.headers.location }
    },
    abandon: () => {
      request.destroy()
    },
  }
}

/** Waits until the import page says one of this person's imports is under way. */
async function untilUnderWay(client: ApiClient, staff: AdminUser) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const page = await client.get('/admin/events/import').loginAs(staff)
    if (page.text().includes('data-import-under-way')) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the first import never started')
}

test.group('Admin: one import at a time, imports belong to their author', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a second import by the same account is refused while the first is under way', async ({
    client,
    assert,
    cleanup,
  }) => {
    const staff = await AdminUserFactory.merge({ role: 'editor' }).create()
    const other = await AdminUserFactory.merge({ role: 'editor' }).create()
    const cookie = await signInOverHttp(TEST_SERVER_URL, staff.email, STAFF_PASSWORD)
    const held = await heldUpload(cookie, Buffer.from(csvOf([row(uniqueName('lim'))])))
    cleanup(held.abandon)
    await untilUnderWay(client, staff)

    const second = await upload(
      client,
      staff,
      Buffer.from(csvOf([row(uniqueName('lim'))])),
      'b.csv'
    )
    second.assertStatus(302)
    assert.equal(
      String(second.flashMessages().failure),
      'One import at a time: your previous import is still being read or written. Wait for it to finish, then try again.'
    )
    /* another account is not held up by it */
    const elsewhere = await upload(
      client,
      other,
      Buffer.from(csvOf([row(uniqueName('lim'))])),
      'c.csv'
    )
    assert.match(String(elsewhere.header('location')), /\/admin\/events\/import\/\d+$/)

    const first = await held.finish()
    assert.equal(first.status, 302)
    assert.match(String(first.location), /\/admin\/events\/import\/\d+$/)
    const again = await client.get('/admin/events/import').loginAs(staff)
    assert.notInclude(again.text(), 'data-import-under-way')
  })

  test("another editor cannot see, apply or undo someone's import; admins can", async ({
    client,
    assert,
  }) => {
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const secondAdmin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const ids = [uniqueName('own'), uniqueName('own'), uniqueName('own')]
    const csv = csvOf(ids.map((id) => row(id, 'published')))
    const checked = await upload(client, admin, Buffer.from(csv), 'admin.csv')
    const id = importIdOf(checked.header('location'))

    const peek = await client.get(`/admin/events/import/${id}`).loginAs(editor)
    peek.assertStatus(404)
    const apply = await postAdminForm(client, editor, `/admin/events/import/${id}/apply`, {})
    apply.assertStatus(404)
    assert.equal(await statusOf(id), 'checked')

    await postAdminForm(client, admin, `/admin/events/import/${id}/apply`, {})
    assert.equal(await statusOf(id), 'applied')
    const undo = await postAdminForm(client, editor, `/admin/events/import/${id}/undo`, {})
    undo.assertStatus(404)
    const published = await Event.query().whereIn('id', ids).where('publication', 'published')
    assert.lengthOf(published, 3)
    assert.equal(await statusOf(id), 'applied')

    /* admins excepted: another admin sees and undoes it */
    const seen = await client.get(`/admin/events/import/${id}`).loginAs(secondAdmin)
    seen.assertStatus(200)
    await postAdminForm(client, secondAdmin, `/admin/events/import/${id}/undo`, {})
    assert.equal(await statusOf(id), 'undone')
    assert.lengthOf(await Event.query().whereIn('id', ids), 0)
  })
})
