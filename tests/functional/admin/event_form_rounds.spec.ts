/*
| The event form as staff expect it: no type chosen for them, a ticket round
| whose price is to be announced (null in the API, never 0), and Duplicate
| that names the copy and keeps the picture.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Event from '#models/event'
import Media from '#models/media'
import TicketOption from '#models/ticket_option'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'
import { assertMatchesOpenApi, openApiDocument } from '#tests/helpers/openapi'
import { readPageHead } from '#tests/helpers/page_head'

test.group('Admin event form: type, prices to be announced, duplicate', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new event has no type until staff choose one', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const page = await client.get('/admin/events/new').loginAs(staff)
    const select = /<select id="f-type"[\s\S]*?<\/select>/.exec(page.text())?.[0] ?? ''
    assert.match(select, /<option value="">Choose…<\/option>/)
    assert.notInclude(select, 'selected')

    const form = eventForm({ type: '' })
    const response = await postAdminForm(client, staff, '/admin/events', form).redirects(0)
    response.assertFlashMessage('inputErrorsBag', { type: ['Choose the type of event'] })
    assert.isNull(await Event.find(form.id))
  })

  test('a round without a price is "to be announced": null in the API and its schema, not offered in JSON-LD', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm({
      publication: 'published',
      ticket_options: [
        { name: 'Early bird', price: '9.50', currency: 'EUR' },
        { name: 'Door', price: '', currency: 'EUR' },
      ],
    })
    const saved = await postAdminForm(client, staff, '/admin/events', form).redirects(0)
    saved.assertStatus(302)
    const rounds = await TicketOption.query().where('event_id', form.id).orderBy('position')
    assert.deepEqual(
      rounds.map((round) => [round.name, round.price]),
      [
        ['Early bird', 9.5],
        ['Door', null],
      ]
    )

    const api = await client.get(`/api/v1/events/${form.id}`)
    api.assertStatus(200)
    assert.deepEqual(
      api.body().tickets.options.map((option: { price: number | null }) => option.price),
      [9.5, null]
    )
    await assertMatchesOpenApi(api, { operationId: 'getEvent', status: 200 })
    const document = (await openApiDocument()) as any
    const price = document.components.schemas.TicketOption.properties.price
    assert.includeMembers(
      [price.type, ...(price.anyOf ?? []).map((option: any) => option.type)].flat(),
      ['number', 'null']
    )

    const site = await client.get(`/events/${form.id}`)
    assert.include(site.text(), 'price to be announced')
    const head = readPageHead(site.text())
    const offers = head.jsonLd.flatMap((block: any) => block.offers ?? [])
    assert.deepEqual(
      offers.map((offer: any) => [offer.name, offer.price]),
      [['Early bird', 9.5]]
    )

    const edit = await client.get(`/admin/events/${form.id}/edit`).loginAs(staff)
    assert.match(edit.text(), /name="ticket_options\[1\]\[price\]"[^>]*value=""/)
  })

  test('Duplicate proposes "… (copy)" for a name without a year, and the copy keeps the picture', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const picture = await Media.create({ hash: 'a1b2c3d4e5f60718', alt: 'A quiz night' })
    const source = await EventFactory.merge({
      id: uniqueName('pub-quiz'),
      name: 'Pub Quiz',
      mediaId: picture.id,
    }).create()
    await source.refresh()
    const page = await client.get(`/admin/events/${source.id}/duplicate`).loginAs(staff)
    assert.include(page.text(), 'value="Pub Quiz (copy)"')

    const copyId = uniqueName('pub-quiz-copy')
    await postAdminForm(client, staff, `/admin/events/${source.id}/duplicate`, {
      id: copyId,
      name: 'Pub Quiz (copy)',
      shift_amount: '7',
      shift_unit: 'days',
    }).redirects(0)
    const copy = await Event.findOrFail(copyId)
    assert.equal(copy.name, 'Pub Quiz (copy)')
    assert.equal(copy.imageHash, source.imageHash)
    assert.equal(copy.mediaId, picture.id)
  })
})
