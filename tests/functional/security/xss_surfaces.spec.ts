import { test } from '@japa/runner'
import { refusedFields } from '#tests/helpers/validation'
import { decodeHTML } from 'entities'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { cityValidator } from '#admin/resources/city/validator'
import { createEventValidator } from '#admin/resources/event/validator'
import { partnerValidator } from '#admin/resources/partner/validator'
import { docValidator } from '#admin/resources/doc/validator'
import { markdownLinkTargets } from '#lib/safe_markdown'
import { isSafeLink } from '#lib/safe_links'
import { LINK_COLUMNS } from '#database/migrations/0020_constrain_staff_links'
import CityUniversity from '#models/city_university'
import CityPlace from '#models/city_place'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import { scriptableParts, xssCorpus } from '#tests/helpers/xss'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { cityForm, eventForm } from '#tests/helpers/admin_forms'
import { contactRowsFor, useSmtpSink, validMessage } from '#tests/helpers/contact_messages'
import {
  ADMIN_SCRIPTS,
  createHostileCatalog,
  createHostileDoc,
} from '#tests/helpers/hostile_content'

/*
| Security finding 2 across every place staff content appears: the public
| site and doc pages, the admin panel (its forms refuse the corpus links, the
| database refuses them too) and the rendering of stored markup. The MCP
| views and the pages in a real browser: tests/browser/security.
*/

test.group('XSS corpus: staff links are refused at the door and in the database', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every link field of the admin forms refuses every corpus link', async ({ assert }) => {
    let docsRefused = 0
    for (const { name, payload } of xssCorpus('scheme')) {
      const city = await refusedFields(
        cityValidator.validate(
          cityForm({
            city_guide_url: payload,
            festival_url: payload,
            halloween_url: payload,
            universities: [{ name: 'Uni', url: payload }],
            places: [{ name: 'Place', category: 'food', description: 'd', url: payload }],
          })
        )
      )
      assert.includeMembers(
        city,
        ['city_guide_url', 'festival_url', 'halloween_url', 'universities.0.url', 'places.0.url'],
        name
      )
      const event = await refusedFields(
        createEventValidator.validate(
          eventForm({
            url: payload,
            buy_url: payload,
            whatsapp_group: payload,
            early_access_description: 'Early',
            early_access_url: payload,
          })
        )
      )
      assert.includeMembers(event, ['url', 'buy_url', 'whatsapp_group', 'early_access_url'], name)
      const partner = await refusedFields(
        partnerValidator.validate({
          slug: 'partner-x',
          name: 'P',
          category: 'food',
          kind: 'student_offer',
          description: 'd',
          deal: 'd',
          links: [{ label: 'Go', url: payload }],
        })
      )
      assert.include(partner, 'links.0.url', name)
      const body = `Read [this](${payload}) or ![that](${payload})`
      const doc = await refusedFields(
        docValidator.validate({ slug: 'doc-x', kind: 'blog', title: 'T', body })
      )
      /* markdown reads some targets differently (a tab ends it, `\\` escapes): what it reads decides */
      const refusable = markdownLinkTargets(body).some((target) => !isSafeLink(target))
      assert.equal(doc.includes('body'), refusable, name)
      if (refusable) docsRefused++
    }
    assert.isAtLeast(docsRefused, 40)
  })

  test('the forms still take https, http and paths', async ({ assert }) => {
    const accepted = await refusedFields(
      cityValidator.validate(
        cityForm({
          festival_url: 'http://example.org/fest',
          halloween_url: '/halloween/x',
          places: [{ name: 'Place', category: 'food', description: 'd', url: null }],
        })
      )
    )
    assert.deepEqual(accepted, [])
    const doc = await refusedFields(
      docValidator.validate({
        slug: 'doc-y',
        kind: 'blog',
        title: 'T',
        body: '[a](https://example.org/) [b](/deals) [c](mailto:team@example.org) [d](#top)',
        publication: 'published',
      })
    )
    assert.deepEqual(doc, [])
  })

  test('the database refuses every corpus link in every link column', async ({ assert }) => {
    const payloads = xssCorpus('scheme').map((entry) => entry.payload)
    const { rows } = await db.rawQuery(
      'SELECT link FROM unnest(?::text[]) AS link WHERE is_stored_link(link)',
      [payloads]
    )
    assert.deepEqual(rows, [])

    const city = await CityFactory.create()
    const event = await EventFactory.merge({ cityId: city.id }).create()
    const university = await CityUniversity.create({
      cityId: city.id,
      name: 'U',
      url: '/u',
      position: 0,
    })
    const place = await CityPlace.create({
      cityId: city.id,
      name: 'P',
      category: 'food',
      description: 'd',
      url: null,
      position: 0,
    })
    const partner = await Partner.create({
      slug: 'db-partner',
      name: 'P',
      category: 'food',
      kind: 'student_offer',
      description: 'd',
      deal: 'd',
      code: null,
      position: 0,
    })
    const partnerLink = await PartnerLink.create({
      partnerId: partner.id,
      label: 'L',
      url: '/l',
      position: 0,
    })
    const rowIds: Record<string, string | number> = {
      cities: city.id,
      events: event.id,
      city_universities: university.id,
      city_places: place.id,
      partner_links: partnerLink.id,
    }

    for (const [table, columns] of Object.entries(LINK_COLUMNS)) {
      for (const column of columns) {
        for (const link of ['javascript:alert(1)', '//evil.example/', 'https://x/ y']) {
          const attempt = db.transaction((trx) =>
            trx
              .from(table)
              .where('id', rowIds[table] as string)
              .update({ [column]: link })
          )
          await assert.rejects(() => attempt, new RegExp(`${table}_${column}_stored_link`))
        }
      }
    }
  })
})

test.group('XSS corpus: stored staff content renders inert', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a doc holding every corpus entry renders without anything that can run', async ({
    client,
    assert,
  }) => {
    const doc = await createHostileDoc()
    for (const path of [`/docs/${doc.slug}`, '/docs', '/']) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.deepEqual(scriptableParts(response.text()), [], path)
    }
    const page = await client.get(`/docs/${doc.slug}`)
    assert.include(page.text(), '<h2>hex entity in scheme (issue b)</h2>')
    assert.include(page.text(), '<a href="https://example.org/">', 'safe links stay links')
  })

  test('markup in city, event and partner text renders as text on every site page', async ({
    client,
    assert,
  }) => {
    const { city, events, markup } = await createHostileCatalog()
    const paths = [
      '/',
      `/cities/${city.slug}`,
      `/festivals/${city.slug}`,
      `/halloween/${city.slug}`,
      '/deals',
      ...events.map((event) => `/events/${event.id}`),
    ]
    for (const path of paths) {
      const response = await client.get(path)
      assert.equal(response.status(), 200, path)
      const html = response.text()
      assert.deepEqual(scriptableParts(html), [], path)
      for (const payload of markup.filter((text) => text.includes('<'))) {
        assert.notInclude(html, payload, `${path} shows "${payload}" as text`)
      }
      assert.isTrue(
        markup.some((payload) => decodeHTML(html).includes(payload)),
        `${path} shows the hostile content`
      )
    }
  })

  test('the admin lists, forms and history show the same content as text', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const { city, events, partner } = await createHostileCatalog()
    const doc = await createHostileDoc()
    const [payload] = xssCorpus('markup').map((entry) => entry.payload)
    const edit = await client
      .post(`/admin/events/${events[1].id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ ...eventForm(), id: undefined, name: payload, ticket_options: [] })
      .redirects(0)
    edit.assertStatus(302)

    const paths = [
      '/admin',
      '/admin/events',
      `/admin/events?q=${encodeURIComponent(payload)}`,
      `/admin/events/${events[0].id}/edit`,
      '/admin/cities',
      `/admin/cities/${city.id}/edit`,
      `/admin/cities/${city.id}/delete`,
      '/admin/partners',
      `/admin/partners/${partner.id}/edit`,
      '/admin/docs',
      `/admin/docs/${doc.id}/edit`,
      '/admin/history',
      `/admin/history/event/${events[1].id}`,
    ]
    for (const path of paths) {
      const response = await client.get(path).loginAs(staff)
      response.assertStatus(200)
      assert.deepEqual(scriptableParts(response.text(), ADMIN_SCRIPTS), [], path)
    }
  })
})

test.group('XSS corpus: e-mails and the messages staff read', (group) => {
  const sink = useSmtpSink(group)

  test('markup in every field of a contact message is text in the e-mail and in the admin', async ({
    client,
    assert,
  }) => {
    const markup = xssCorpus('markup').map((entry) => entry.payload)
    const body = validMessage({
      name: markup[1],
      subject: markup[0],
      city: markup[2],
      form_type: markup[3].slice(0, 64),
      message: markup.join('\n'),
    })
    const response = await client.post('/api/contact').json(body)
    response.assertStatus(200)
    const [mail] = sink.received
    assert.deepEqual(scriptableParts(mail.html), [])
    for (const payload of markup.filter((text) => text.includes('<'))) {
      assert.notInclude(mail.html, payload)
      assert.include(mail.text, payload, 'the plain-text part keeps the text as written')
    }

    const [row] = await contactRowsFor(body.email)
    const staff = await AdminUserFactory.create()
    try {
      for (const path of ['/admin/messages', `/admin/messages/${row.id}`]) {
        const page = await client.get(path).loginAs(staff)
        page.assertStatus(200)
        assert.deepEqual(scriptableParts(page.text(), ADMIN_SCRIPTS), [], path)
      }
    } finally {
      await staff.delete()
    }
  })
})
