import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Event from '#models/event'
import { readWallClock } from '#lib/wall_clock'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'

test.group('Admin forms: local times the clock skips or repeats', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a time in the spring-forward gap is a field error, not silently 03:30', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm({ start_at: '2031-03-30T02:30', end_at: '2031-03-30T05:00' })
    const response = await postAdminForm(client, staff, '/admin/events', form)
      .header('referer', '/admin/events/new')
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      start_at: [
        '02:30 does not exist on 30 Mar 2031 in Europe/Berlin: clocks go forward from 02:00 to 03:00. Choose a time before 02:00 or from 03:00.',
      ],
    })
    assert.isNull(await Event.find(form.id))
  })

  test('a time in the autumn overlap is explained with both offsets', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm({ start_at: '2031-10-26T02:30', end_at: '2031-10-26T06:00' })
    const response = await postAdminForm(client, staff, '/admin/events', form).redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      start_at: [
        '02:30 happens twice on 26 Oct 2031 in Europe/Berlin: clocks go back from 03:00 to 02:00, so it is first at UTC+02:00 and again an hour later at UTC+01:00. Choose a time outside 02:00–03:00, so it is clear which one is meant.',
      ],
    })
    assert.isNull(await Event.find(form.id))
  })

  test('the same wall-clock time is fine in a zone without that change', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm({
      timezone: 'Asia/Tokyo',
      start_at: '2031-03-30T02:30',
      end_at: '2031-03-30T05:00',
    })
    await postAdminForm(client, staff, '/admin/events', form).redirects(0)
    const event = await Event.findOrFail(form.id)
    assert.equal(event.startAt.toUTC().toISO(), '2031-03-29T17:30:00.000Z')
  })

  test('readWallClock: exact, gap and overlap, southern hemisphere too', ({ assert }) => {
    const exact = readWallClock('2031-06-01T12:00', 'Europe/Berlin')
    assert.equal(exact.kind, 'exact')
    const gap = readWallClock('2031-03-30T02:59', 'Europe/Berlin')
    assert.equal(gap.kind, 'gap')
    assert.equal(readWallClock('2031-03-30T03:00', 'Europe/Berlin').kind, 'exact')
    assert.equal(readWallClock('2031-03-30T01:59', 'Europe/Berlin').kind, 'exact')
    /* Sydney goes back on the first Sunday of April: 02:00–03:00 happens twice */
    const overlap = readWallClock('2031-04-06T02:15', 'Australia/Sydney')
    assert.equal(overlap.kind, 'overlap')
    if (overlap.kind === 'overlap') {
      assert.equal(overlap.earlier.toISO(), '2031-04-06T02:15:00.000+11:00')
      assert.equal(overlap.later.toISO(), '2031-04-06T02:15:00.000+10:00')
    }
  })
})

test.group('Admin forms: the error summary', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('after a failed save the page leads with a summary linking to each field', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const response = await client
      .get('/admin/events/new')
      .loginAs(staff)
      .withFlashMessages({
        name: '',
        ticket_options: [{ name: 'Door', price: '10', currency: '' }],
        errorsBag: {
          E_VALIDATION_ERROR: 'The form could not be saved. Please check the errors below.',
        },
        inputErrorsBag: {
          'name': ['This field is required'],
          'ticket_options.0.currency': ['Exactly 3 characters'],
        },
      })
    const html = response.text()
    assert.match(html, /<div class="error-summary" role="alert" tabindex="-1"/)
    assert.include(html, '2 things to fix before saving')
    assert.include(html, '<a href="#f-name" data-error-field="name">This field is required</a>')
    assert.include(
      html,
      '<a href="#ticket_options-0-currency" data-error-field="ticket_options.0.currency">Exactly 3 characters</a>'
    )
    assert.include(html, 'id="ticket_options-0-currency"')
  })
})
