/*
| Issue #39 item 6: the import reads like the event form. The template has
| staff words as headers and one example row (machine names are read too),
| problems name the form's labels, an empty id, event page or buy link is
| filled as the new-event form fills it, and the valid rows are imported
| while the others are reported (the dry run first, one Undo for all).
| Files are written here by hand, never by the code under test.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type AdminUser from '#models/admin_user'
import Event from '#models/event'
import EventImport from '#models/event_import'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { uniqueName } from '#database/factories/unique_name'
import { postAdminForm } from '#tests/helpers/admin_forms'

const csvLine = (cells: string[]) =>
  cells.map((cell) => (/[,"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')

/** A comma CSV of `rows` under `header`. */
const csvOf = (header: string[], rows: string[][]) =>
  Buffer.from([header, ...rows].map(csvLine).join('\r\n'))

async function check(client: ApiClient, staff: AdminUser, bytes: Buffer) {
  const response = await client
    .post('/admin/events/import')
    .file('file', bytes, { filename: 'season.csv' })
    .loginAs(staff)
    .withCsrfToken()
    .redirects(0)
  const id = /\/admin\/events\/import\/(\d+)$/.exec(response.header('location') ?? '')?.[1]
  if (!id) throw new Error(`no report: ${response.flashMessages().failure}`)
  return EventImport.findOrFail(Number(id))
}

/** The template's lines as cells (a plain comma CSV: no cell of it holds a comma or quote). */
async function templateLines(client: ApiClient, staff: AdminUser) {
  const response = await client.get('/admin/events/import/template?format=csv_comma').loginAs(staff)
  response.assertStatus(200)
  return response
    .text()
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','))
}

test.group('Admin: the import reads like the event form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the template has staff words as headers and one example row that imports once named', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const [header, example, ...rest] = await templateLines(client, staff)
    assert.lengthOf(rest, 0)
    assert.includeMembers(header, ['Id', 'Name', 'Type', 'City', 'Starts', 'Event page'])
    assert.includeMembers(header, ['Buy link', 'Round 1 name', 'Round 1 price', 'Round 2 currency'])
    assert.notInclude(header.join(','), '_')
    const cell = (row: string[], name: string) => row[header.indexOf(name)]
    for (const name of ['Name', 'Type', 'City', 'Starts', 'Round 1 name', 'Round 1 price'])
      assert.notEqual(cell(example, name), '', name)

    /* kept as it is, the example is reported, not imported */
    const asIs = await check(client, staff, csvOf(header, [example]))
    assert.deepEqual(
      asIs.problems.map((row) => [row.line, Object.keys(row.columns)]),
      [[2, ['id']]]
    )
    assert.match(asIs.problems[0].columns.id[0], /example/)

    /* the example with a name of ours and no id, page or buy link: the form's proposals */
    const name = `Welcome party ${uniqueName('x')}`
    const ours = example.map((value, index) =>
      ['Id', 'Event page', 'Buy link'].includes(header[index])
        ? ''
        : header[index] === 'Name'
          ? name
          : value
    )
    const checked = await check(client, staff, csvOf(header, [ours]))
    assert.deepEqual(checked.problems, [])
    await postAdminForm(client, staff, `/admin/events/import/${checked.id}/apply`, {})
    const event = await Event.query().where('name', name).firstOrFail()
    const city = cell(example, 'City').toLowerCase()
    const year = cell(example, 'Starts').slice(0, 4)
    assert.match(event.id, new RegExp(`^${city}-welcome-party-x[a-z0-9-]+-${year}$`))
    assert.equal(event.url, `/events/${event.id}`)
    assert.equal(event.buyUrl, `/events/${event.id}#tickets`)
  })

  test('machine names and staff words are both read, in any case', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const id = uniqueName('imp')
    const header = ['id', 'NAME', 'type', 'City', 'time zone', 'start_at', 'Round 1 Price']
    const row = [id, 'Mixed headers', 'halloween', 'Elsewhere', 'Europe/Berlin', '2031-10-31 20:00']
    const rounds = ['Round 1 name', 'round_1_currency']
    const checked = await check(
      client,
      staff,
      csvOf([...header, ...rounds], [[...row, '9,50', 'Door', 'EUR']])
    )
    assert.deepEqual(checked.problems, [])
    assert.deepEqual(checked.rows[0], {
      id,
      name: 'Mixed headers',
      type: 'halloween',
      city: 'Elsewhere',
      timezone: 'Europe/Berlin',
      start_at: '2031-10-31 20:00',
      round_1_price: '9,50',
      round_1_name: 'Door',
      round_1_currency: 'EUR',
    })
  })

  test('problems name the form’s labels, the report names the columns as the sheet does', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const existing = await EventFactory.create()
    const header = ['Id', 'Name', 'Type', 'City', 'Time zone', 'Starts', 'Event page', 'Buy link']
    const checked = await check(
      client,
      staff,
      csvOf(header, [
        [existing.id, 'Renamed', 'halloween', 'Elsewhere', 'Europe/Berlin', '2031-10-31 20:00'],
      ])
    )
    /* an edit: no defaults for its empty cells */
    assert.deepEqual(checked.problems[0].columns, {
      url: ['Event page is required'],
      buy_url: ['Buy link is required'],
      ticket_status: ['Ticket status is required'],
      publication: ['Publication is required'],
    })
    const page = await client.get(`/admin/events/import/${checked.id}`).loginAs(staff)
    assert.include(page.text(), 'data-import-column="url"')
    assert.match(page.text(), /data-label="Column">Event page</)
    assert.notInclude(page.text(), 'Url is required')
  })

  test('the valid rows are imported, the others reported and left out; one Undo', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const header = ['id', 'name', 'type', 'city', 'timezone', 'start_at', 'ticket_status']
    const ids = Array.from({ length: 20 }, () => uniqueName('imp'))
    const rows = ids.map((id, index) => [
      id,
      `Good row ${index}`,
      index === 4 ? 'picnic' : 'halloween',
      'Elsewhere',
      'Europe/Berlin',
      index === 11 ? '31.02.2031 20:00' : '2031-10-31 20:00',
      'on_sale',
    ])
    const checked = await check(client, staff, csvOf(header, rows))
    assert.deepEqual(
      checked.problems.map((row) => [row.line, Object.keys(row.columns)]),
      [
        [6, ['type']],
        [13, ['start_at']],
      ]
    )
    const report = await client.get(`/admin/events/import/${checked.id}`).loginAs(staff)
    assert.include(report.text(), '2 of 20 rows have problems')
    assert.match(report.text(), /Import the 18 valid rows/)

    const applied = await postAdminForm(
      client,
      staff,
      `/admin/events/import/${checked.id}/apply`,
      {}
    ).redirects(0)
    assert.match(String(applied.flashMessages().success), /18 events were imported.*2 rows/)
    const written = await Event.query().whereIn('id', ids).select('id')
    assert.sameMembers(
      written.map((event) => event.id),
      ids.filter((_, index) => index !== 4 && index !== 11)
    )
    const after = await client.get(`/admin/events/import/${checked.id}`).loginAs(staff)
    assert.include(after.text(), 'data-import-row="6" data-import-column="type"')
    assert.include(after.text(), 'Left out: 2 rows')

    await postAdminForm(client, staff, `/admin/events/import/${checked.id}/undo`, {})
    assert.lengthOf(await Event.query().whereIn('id', ids).select('id'), 0)
  })

  test('a row that became invalid since the dry run stops the import: nothing is written', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const ids = [uniqueName('imp'), uniqueName('imp')]
    const header = ['id', 'name', 'type', 'city', 'timezone', 'start_at']
    const rows = ids.map((id) => [id, 'Row', 'halloween', 'Elsewhere', 'UTC', '2031-10-31 20:00'])
    const checked = await check(client, staff, csvOf(header, rows))
    assert.deepEqual(checked.problems, [])
    await EventFactory.merge({ id: ids[1] }).create()
    await postAdminForm(client, staff, `/admin/events/import/${checked.id}/apply`, {})
    assert.isNull(await Event.find(ids[0]))
    await checked.refresh()
    assert.equal(checked.status, 'checked')
    assert.deepEqual(
      checked.problems.map((row) => row.line),
      [3]
    )
  })
})
