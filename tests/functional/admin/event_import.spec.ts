/*
| Issue #27: bulk import of events with their ticket rounds (CSV and XLSX),
| its dry run by column, one transaction, the audit, one undo for all, and
| the export that opens in the reader's locale. Files are written here by
| hand (and by exceljs for XLSX), never by the code under test.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import ExcelJS from 'exceljs'
import AuditLog from '#models/audit_log'
import type AdminUser from '#models/admin_user'
import Event from '#models/event'
import EventImport from '#models/event_import'
import TicketOption from '#models/ticket_option'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { uniqueName } from '#database/factories/unique_name'
import { postAdminForm } from '#tests/helpers/admin_forms'

const HEADER = [
  'id',
  'name',
  'type',
  'city',
  'timezone',
  'start_at',
  'end_at',
  'url',
  'buy_url',
  'ticket_status',
  'waitlist_open',
  'publication',
  'round_1_name',
  'round_1_price',
  'round_1_currency',
  'round_2_name',
  'round_2_price',
  'round_2_currency',
  'round_2_sold_out',
]

function eventRow(id: string, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    id,
    name: `Imported ${id}`,
    type: 'welcome_festival',
    city: 'Elsewhere',
    timezone: 'Europe/Berlin',
    start_at: '2031-05-01 20:00',
    end_at: '',
    url: `/events/${id}`,
    buy_url: `https://tickets.example.org/${id}`,
    ticket_status: 'on_sale',
    waitlist_open: 'yes',
    publication: 'draft',
    round_1_name: 'Early bird',
    round_1_price: '12,50',
    round_1_currency: 'EUR',
    round_2_name: 'Door',
    round_2_price: '',
    round_2_currency: 'EUR',
    round_2_sold_out: '',
    ...overrides,
  }
  return HEADER.map((key) => values[key] ?? '')
}

const csvOf = (rows: string[][], separator = ';') =>
  '\uFEFF' +
  [HEADER, ...rows]
    .map((cells) =>
      cells
        .map((cell) => (/[;,"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(separator)
    )
    .join('\r\n')

/** Text as Excel saves "CSV" in western Europe (Windows-1252: é, ü one byte; – and € too). */
function windows1252(text: string) {
  const special: Record<string, number> = { '–': 0x96, '€': 0x80 }
  return Buffer.from(Array.from(text, (char) => special[char] ?? char.charCodeAt(0)))
}

async function eventCount(ids: string[]) {
  const rows = await Event.query().whereIn('id', ids).select('id')
  return rows.length
}

async function auditCount(id: string) {
  const rows = await AuditLog.query().where('entity_id', id).select('id')
  return rows.length
}

async function statusOf(id: number) {
  const record = await EventImport.findOrFail(id)
  return record.status
}

function upload(client: ApiClient, staff: AdminUser, bytes: Buffer, filename: string) {
  return client
    .post('/admin/events/import')
    .file('file', bytes, { filename })
    .loginAs(staff)
    .withCsrfToken()
    .redirects(0)
}

/** Uploads a file; the import its dry run made. */
async function checkFile(client: ApiClient, staff: AdminUser, bytes: Buffer, filename: string) {
  const response = await upload(client, staff, bytes, filename)
  return importOf(response.header('location'))
}

/** The import a redirect to its report names. */
async function importOf(location: string | undefined) {
  const id = /\/admin\/events\/import\/(\d+)$/.exec(location ?? '')?.[1]
  return EventImport.findOrFail(Number(id))
}

test.group('Admin: import events from a spreadsheet', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dry run shows each bad row by column and writes no event', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const ids = [uniqueName('imp'), uniqueName('imp'), uniqueName('imp')]
    const csv = csvOf([
      eventRow(ids[0]),
      eventRow(ids[1], { start_at: 'next friday', round_2_currency: 'EURO' }),
      eventRow(ids[2], { type: 'picnic' }),
      eventRow(ids[0]),
    ])
    const response = await upload(client, staff, Buffer.from(csv), 'season.csv')
    response.assertStatus(302)
    const record = await importOf(response.header('location'))
    assert.equal(record.status, 'checked')
    assert.equal(record.fileName, 'season.csv')
    assert.deepEqual(
      record.problems.map((row) => [row.line, Object.keys(row.columns).sort()]),
      [
        [3, ['round_2_currency', 'start_at']],
        [4, ['type']],
        [5, ['id']],
      ]
    )
    assert.equal(await eventCount(ids), 0)

    const page = await client.get(`/admin/events/import/${record.id}`).loginAs(staff)
    page.assertStatus(200)
    assert.include(page.text(), '3 of 4 rows have problems')
    assert.include(page.text(), 'data-import-row="3" data-import-column="start_at"')
    assert.include(page.text(), 'Import the 1 valid row')
  })

  test('an id is the id as saved: an event id in capitals is taken, two rows differing by case are one event', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const existing = await EventFactory.create()
    const newId = uniqueName('imp')
    const csv = csvOf([
      eventRow(existing.id.toUpperCase()),
      eventRow(newId),
      eventRow(newId.toUpperCase()),
    ])
    const checked = await checkFile(client, staff, Buffer.from(csv), 'case.csv')
    assert.deepEqual(
      checked.problems.map((row) => [row.line, row.columns.id]),
      [
        [2, ['Already used by another record']],
        [4, ['Also on row 3: one row per event']],
      ]
    )
  })

  test('applying creates and updates events with their rounds in one step, audited; undo takes all back', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.merge({
      name: 'Zürich Test',
      countryCode: 'CH',
      timezone: 'Europe/Zurich',
    }).create()
    const existing = await EventFactory.merge({ name: 'Before the import' }).create()
    const newId = uniqueName('imp')
    const csv = csvOf([
      eventRow(newId, {
        city: 'zurich test',
        round_2_sold_out: 'ja',
        timezone: '',
        round_1_currency: '',
        start_at: '01.06.2031 21:30',
      }),
      eventRow(existing.id, { name: 'After the import', waitlist_open: 'no' }),
    ])
    const checked = await checkFile(client, staff, Buffer.from(csv), 'a.csv')
    assert.deepEqual(checked.problems, [])

    const applied = await postAdminForm(
      client,
      staff,
      `/admin/events/import/${checked.id}/apply`,
      {}
    ).redirects(0)
    applied.assertStatus(302)
    const created = await Event.findOrFail(newId)
    assert.equal(created.cityId, city.id)
    assert.equal(created.timezone, 'Europe/Zurich')
    assert.equal(
      created.startAt.setZone('Europe/Zurich').toFormat('yyyy-MM-dd HH:mm'),
      '2031-06-01 21:30'
    )
    const rounds = await TicketOption.query().where('event_id', newId).orderBy('position')
    assert.deepEqual(
      rounds.map((round) => [round.name, round.price, round.currency, round.soldOut]),
      [
        ['Early bird', 12.5, 'CHF', false],
        ['Door', null, 'EUR', true],
      ]
    )
    await existing.refresh()
    assert.equal(existing.name, 'After the import')
    assert.isFalse(existing.waitlistOpen)
    const entries = await AuditLog.query().whereIn('entity_id', [newId, existing.id]).orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.entityId, entry.action, entry.actorEmail]),
      [
        [newId, 'create', staff.email],
        [existing.id, 'update', staff.email],
      ]
    )
    const again = await postAdminForm(
      client,
      staff,
      `/admin/events/import/${checked.id}/apply`,
      {}
    ).redirects(0)
    again.assertFlashMessage('failure', 'This import was applied already.')

    const undone = await postAdminForm(
      client,
      staff,
      `/admin/events/import/${checked.id}/undo`,
      {}
    ).redirects(0)
    undone.assertStatus(302)
    assert.isNull(await Event.find(newId))
    await existing.refresh()
    assert.equal(existing.name, 'Before the import')
    assert.isTrue(existing.waitlistOpen)
    assert.equal(await statusOf(checked.id), 'undone')
  })

  test('undo refuses when an imported event changed since, and changes nothing', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const ids = [uniqueName('imp'), uniqueName('imp')]
    const csv = csvOf(
      ids.map((id) => eventRow(id)),
      ','
    )
    const checked = await checkFile(client, staff, Buffer.from(csv), 'b.csv')
    await postAdminForm(client, staff, `/admin/events/import/${checked.id}/apply`, {})
    await Event.query().where('id', ids[1]).update({ name: 'Edited meanwhile' })

    const refused = await postAdminForm(
      client,
      staff,
      `/admin/events/import/${checked.id}/undo`,
      {}
    ).redirects(0)
    assert.match(
      String(refused.flashMessages().failure),
      new RegExp(`Nothing was undone: 1 of its events changed.*${ids[1]}`)
    )
    assert.equal(await eventCount(ids), 2)
    assert.equal(await statusOf(checked.id), 'applied')
  })

  test('an XLSX file is read like a CSV, dates typed as Excel dates included', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const id = uniqueName('imp')
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Events')
    sheet.addRow(HEADER)
    const row = eventRow(id, { round_1_price: '' })
    const cells: (string | number | Date)[] = [...row]
    cells[HEADER.indexOf('start_at')] = new Date(Date.UTC(2031, 6, 14, 19, 45))
    cells[HEADER.indexOf('round_1_price')] = 9.9
    sheet.addRow(cells)
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer())
    const checked = await checkFile(client, staff, bytes, 'c.xlsx')
    assert.equal(checked.format, 'xlsx')
    assert.deepEqual(checked.problems, [])
    await postAdminForm(client, staff, `/admin/events/import/${checked.id}/apply`, {})
    const event = await Event.findOrFail(id)
    assert.equal(
      event.startAt.setZone('Europe/Berlin').toFormat('yyyy-MM-dd HH:mm'),
      '2031-07-14 19:45'
    )
    const round = await TicketOption.query().where('event_id', id).orderBy('position').firstOrFail()
    assert.equal(round.price, 9.9)
  })

  test('a file of several pieces keeps every row in order, a character cut between pieces whole; applying writes them all', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    /* 520 rows: the worker sends them in pieces of 250, the server writes each piece apart */
    const ids = Array.from({ length: 520 }, () => uniqueName('many'))
    const named = (pad: string) =>
      ids.map((id, index) =>
        eventRow(id, {
          name: `${index === 0 ? pad : ''}Fête ${index} ${'é'.repeat(100)}`,
          ...(index === 510 ? { type: 'picnic' } : {}),
        })
      )
    /* the text is decoded 64 kB at a time: the 65,536th byte falls inside a two-byte é */
    let bytes = Buffer.from(csvOf(named('')))
    if ((bytes[65536] & 0xc0) !== 0x80) bytes = Buffer.from(csvOf(named('x')))
    assert.equal(bytes[65536] & 0xc0, 0x80)
    const checked = await checkFile(client, staff, bytes, 'many.csv')
    assert.deepEqual(
      checked.rows.map((row) => row.id),
      ids
    )
    assert.isTrue(
      checked.rows.every((row, index) => row.name.endsWith(`Fête ${index} ${'é'.repeat(100)}`))
    )
    assert.deepEqual(
      checked.problems.map((row) => [row.line, Object.keys(row.columns)]),
      [[512, ['type']]]
    )
    /* a second file in the same transaction is written the same way */
    const second = await checkFile(
      client,
      staff,
      Buffer.from(csvOf([eventRow(uniqueName('many'))])),
      'b.csv'
    )
    assert.lengthOf(second.rows, 1)

    const applied = await postAdminForm(
      client,
      staff,
      `/admin/events/import/${checked.id}/apply`,
      {}
    ).redirects(0)
    applied.assertStatus(302)
    assert.equal(await eventCount(ids), 519)
    assert.equal(await eventCount([ids[510]]), 0)
  })

  test('a CSV saved in the Windows code page is read as such', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const id = uniqueName('cp')
    const text = csvOf([eventRow(id, { name: 'Café Zürich – 5 €' })]).replace('\uFEFF', '')
    const checked = await checkFile(client, staff, windows1252(text), 'excel.csv')
    assert.equal(checked.rows[0].name, 'Café Zürich – 5 €')
  })

  test('a file without the template header is refused before any check', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const response = await upload(client, staff, Buffer.from('Name;Date\nParty;tomorrow'), 'x.csv')
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/events/import')
    assert.match(String(response.flashMessages().failure), /^date: not a column of the template/)
  })

  test('export opens in the reader’s locale and imports back unchanged', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({
      name: `Roundtrip ${uniqueName('x')}`,
      description: '-cheap; "fun"',
    })
      .with('ticketOptions', 1, (round) =>
        round.merge({ name: 'Regular', price: 7.5, currency: 'EUR' })
      )
      .create()
    const query = `?q=${encodeURIComponent(event.name)}`
    const german = await client
      .get(`/admin/events/export${query}`)
      .header('accept-language', 'de-DE,de;q=0.9')
      .loginAs(staff)
    german.assertStatus(200)
    const lines = german
      .text()
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    assert.equal(lines[0].split(';')[0], 'Id')
    assert.include(lines[0], ';Round 1 price;')
    assert.equal(lines.filter(Boolean).length, 2)
    assert.include(lines[1], ';7,50;')
    assert.include(lines[1], `"'-cheap; ""fun"""`)
    const english = await client
      .get(`/admin/events/export${query}`)
      .header('accept-language', 'en-GB')
      .loginAs(staff)
    assert.include(english.text().split('\r\n')[0], 'Id,Name,')

    const xlsx = await client.get(`/admin/events/export${query}&format=xlsx`).loginAs(staff)
    assert.equal(
      xlsx.header('content-type'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )

    const checked = await checkFile(client, staff, Buffer.from(german.text()), 'back.csv')
    assert.deepEqual(checked.problems, [])
    const before = await auditCount(event.id)
    await postAdminForm(client, staff, `/admin/events/import/${checked.id}/apply`, {})
    await event.refresh()
    assert.equal(event.description, '-cheap; "fun"')
    assert.equal(await auditCount(event.id), before)
  })

  test('the template has the columns in the chosen format', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const csv = await client.get('/admin/events/import/template?format=csv_comma').loginAs(staff)
    const header = csv
      .text()
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      .split(',')
    assert.includeMembers(header, ['Id', 'Name', 'Type', 'City', 'Starts', 'Round 3 currency'])
    const xlsx = await client.get('/admin/events/import/template?format=xlsx').loginAs(staff)
    assert.match(String(xlsx.header('content-disposition')), /events-template\.xlsx/)
    assert.match(xlsx.text(), /^PK/)
  })
})
