import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#models/audit_log'
import City from '#models/city'
import CityCost from '#models/city_cost'
import CityAlias from '#models/city_alias'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { cityForm, postAdminForm } from '#tests/helpers/admin_forms'

test.group('Admin cities', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates a city with its guide lists, in the order typed, and records it', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = cityForm()
    const response = await postAdminForm(client, staff, '/admin/cities', form).redirects(0)
    response.assertStatus(302)
    const city = await City.query()
      .where('slug', form.slug)
      .preload('costs')
      .preload('universities')
      .preload('places')
      .firstOrFail()
    assert.equal(response.header('location'), `/admin/cities/${city.id}/edit`)
    response.assertFlashMessage('success', 'Formville was created.')
    assert.equal(city.countryCode, 'XT')
    assert.isNull(city.halloweenUrl)
    assert.deepEqual(
      city.costs.map((cost) => [cost.label, cost.value, cost.position]),
      [
        ['Room', '€400', 0],
        ['Coffee', '€1.20', 1],
      ]
    )
    assert.equal(city.places[0].category, 'outdoors')
    assert.isNull(city.places[0].url)

    const audit = await AuditLog.query()
      .where({ entity_type: 'city', entity_id: String(city.id) })
      .firstOrFail()
    assert.equal(audit.action, 'create')
    assert.equal(audit.actorEmail, staff.email)
    assert.equal(audit.adminUserId, staff.id)
    assert.isNull(audit.before)
    assert.equal(audit.after?.name, 'Formville')
    assert.deepEqual(audit.after?.costs, [
      { label: 'Room', value: '€400' },
      { label: 'Coffee', value: '€1.20' },
    ])
  })

  test('reports each invalid field next to it and keeps what was typed', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const taken = await CityFactory.create()
    const form = cityForm({
      slug: taken.slug,
      country_code: 'Deutschland',
      timezone: 'Europe/Atlantis',
      festival_url: 'javascript:alert(1)',
      costs: [
        { label: '', value: '' },
        { label: 'Room', value: '' },
      ],
    })
    const response = await postAdminForm(client, staff, '/admin/cities', form)
      .header('referer', '/admin/cities/new')
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/cities/new')
    response.assertValidationError('slug', 'Already used by another record')
    response.assertValidationError('country_code', 'Use the two-letter country code, e.g. DE')
    response.assertValidationError('timezone', 'Choose an IANA time zone such as Europe/Berlin')
    response.assertValidationError(
      'festival_url',
      'Enter a full https:// address or a path starting with /'
    )
    /* the blank row is dropped, so the second row is reported as the first */
    response.assertValidationError('costs.0.value', 'Monthly costs 1, value is required')
    response.assertFlashMessage('name', 'Formville')
    assert.lengthOf(await City.query().where('name', 'Formville'), 0)
  })

  test('the form shows the typed values and each error beside its field', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const response = await client
      .get('/admin/cities/new')
      .loginAs(staff)
      .withFlashMessages({
        name: 'Typed <b>name</b>',
        costs: [{ label: 'Kept row', value: null }],
        errorsBag: {
          E_VALIDATION_ERROR: 'The form could not be saved. Please check the errors below.',
        },
        inputErrorsBag: {
          'slug': ['Already used by another record'],
          'costs.0.value': ['This field is required'],
        },
      })
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'value="Typed &lt;b&gt;name&lt;/b&gt;"')
    assert.include(html, 'value="Kept row"')
    assert.match(html, /id="f-slug-error">Already used by another record</)
    assert.match(html, /aria-describedby="f-slug-hint f-slug-error"/)
    assert.match(html, /id="costs-0-value-error">This field is required</)
    assert.include(html, 'The form could not be saved')
  })

  test('edits a city; renaming it renames its events too', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.merge({ name: 'Oldname' }).create()
    await CityCost.create({ cityId: city.id, label: 'Old cost', value: '1', position: 0 })
    const event = await EventFactory.merge({ cityId: city.id, cityName: 'Oldname' }).create()
    const form = cityForm({
      slug: city.slug,
      name: 'Newname',
      costs: [{ label: 'New', value: '2' }],
    })
    const response = await postAdminForm(client, staff, `/admin/cities/${city.id}`, form).redirects(
      0
    )
    response.assertStatus(302)
    assert.equal(response.header('location'), `/admin/cities/${city.id}/edit`)
    await city.refresh()
    await event.refresh()
    assert.equal(city.name, 'Newname')
    assert.equal(event.cityName, 'Newname')
    const costs = await CityCost.query().where('city_id', city.id)
    assert.deepEqual(
      costs.map((cost) => cost.label),
      ['New']
    )
    const audit = await AuditLog.query()
      .where({ entity_type: 'city', entity_id: String(city.id), action: 'update' })
      .firstOrFail()
    assert.equal(audit.before?.name, 'Oldname')
    assert.equal(audit.after?.name, 'Newname')
    assert.deepEqual(audit.before?.costs, [{ label: 'Old cost', value: '1' }])
  })

  test('another name that differs from a listed one only by capitals or accents is a field error, not a 500', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.create()
    await CityAlias.create({ cityId: city.id, name: 'Wien', kind: 'city', position: 0 })
    const edit = `/admin/cities/${city.id}/edit`
    for (const [added, message] of [
      [
        'wien',
        'Each name once: “wien” is listed twice (the same name as “Wien”: capitals and accents do not count)',
      ],
      [
        'WÏEN',
        'Each name once: “WÏEN” is listed twice (the same name as “Wien”: capitals and accents do not count)',
      ],
      ['Wien', 'Each name once: “Wien” is listed twice'],
    ]) {
      const form = cityForm({
        slug: city.slug,
        aliases: [
          { name: 'Wien', kind: 'city' },
          { name: added, kind: 'city' },
        ],
      })
      const response = await postAdminForm(client, staff, `/admin/cities/${city.id}`, form)
        .header('referer', edit)
        .redirects(0)
      response.assertStatus(302)
      assert.equal(response.header('location'), edit)
      response.assertValidationError('aliases', message)
    }
    const saved = await CityAlias.query().where('city_id', city.id)
    assert.deepEqual(
      saved.map((alias) => alias.name),
      ['Wien']
    )

    const sameNameOtherKind = cityForm({
      slug: city.slug,
      aliases: [
        { name: 'Wien', kind: 'city' },
        { name: 'wien', kind: 'country' },
      ],
    })
    const accepted = await postAdminForm(
      client,
      staff,
      `/admin/cities/${city.id}`,
      sameNameOtherKind
    ).redirects(0)
    accepted.assertStatus(302)
    assert.equal(accepted.header('location'), edit)
    assert.lengthOf(await CityAlias.query().where('city_id', city.id), 2)
  })

  test('the edit form shows the saved values', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.merge({ name: 'Shownville' }).create()
    await CityCost.create({ cityId: city.id, label: 'Bus pass', value: '€29', position: 0 })
    const response = await client.get(`/admin/cities/${city.id}/edit`).loginAs(staff)
    response.assertStatus(200)
    assert.include(response.text(), 'value="Shownville"')
    assert.include(response.text(), 'value="Bus pass"')
  })

  test('deleting asks first and says what goes with it', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.merge({ name: 'Goneville' }).create()
    await CityCost.createMany([
      { cityId: city.id, label: 'a', value: '1', position: 0 },
      { cityId: city.id, label: 'b', value: '2', position: 1 },
    ])
    await EventFactory.merge({ cityId: city.id, cityName: 'Goneville' }).create()
    const response = await client.get(`/admin/cities/${city.id}/delete`).loginAs(staff)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'Delete the city “Goneville”?')
    assert.match(html, /<strong>2<\/strong> costs/)
    assert.match(html, /<strong>1<\/strong> events \(they keep the city name\)/)
    assert.include(html, `action="/admin/cities/${city.id}/delete"`)
  })

  test('deletes a city: its guide goes, its events stay with the name', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.merge({ name: 'Goneville' }).create()
    await CityCost.create({ cityId: city.id, label: 'a', value: '1', position: 0 })
    const event = await EventFactory.merge({ cityId: city.id, cityName: 'Goneville' }).create()
    const response = await client
      .post(`/admin/cities/${city.id}/delete`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/cities')
    assert.isNull(await City.find(city.id))
    assert.lengthOf(await CityCost.query().where('city_id', city.id), 0)
    await event.refresh()
    assert.isNull(event.cityId)
    assert.equal(event.cityName, 'Goneville')
    const audit = await AuditLog.query()
      .where({ entity_type: 'city', entity_id: String(city.id), action: 'delete' })
      .firstOrFail()
    assert.equal(audit.before?.name, 'Goneville')
    assert.isNull(audit.after)
  })

  test('lists, searches (accents ignored) and paginates', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const marker = uniqueName('zq')
    await CityFactory.merge({ name: `Münster ${marker}` }).create()
    for (let i = 0; i < 26; i++)
      await CityFactory.merge({ name: `${marker} ${String(i).padStart(2, '0')}` }).create()

    const found = await client
      .get('/admin/cities')
      .qs({ q: `munster ${marker}` })
      .loginAs(staff)
    found.assertStatus(200)
    assert.include(found.text(), `Münster ${marker}`)
    assert.include(found.text(), '1 city')

    const first = await client.get('/admin/cities').qs({ q: marker }).loginAs(staff)
    assert.include(first.text(), '27 cities')
    assert.include(first.text(), 'Page 1 of 2')
    const second = await client.get('/admin/cities').qs({ q: marker, page: 2 }).loginAs(staff)
    assert.include(second.text(), 'Page 2 of 2')
    assert.include(second.text(), `${marker} 25`)
    assert.notInclude(second.text(), `${marker} 00<`)
  })

  test('an unknown city is a 404 page', async ({ client }) => {
    const staff = await AdminUserFactory.create()
    const response = await client.get('/admin/cities/999999/edit').loginAs(staff)
    response.assertStatus(404)
  })
})
