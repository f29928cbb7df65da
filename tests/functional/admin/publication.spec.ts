import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Doc from '#models/doc'
import Partner from '#models/partner'
import { readCache } from '#services/read_cache/catalog_cache'
import { clearRateLimits } from '#services/rate_limit_service'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { connectClient } from '#tests/helpers/mcp_client'
import { ask } from '#tests/helpers/a2a_clients'
import { connectDocsClient } from '#tests/helpers/docs_mcp_client'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'
import { clockTo } from '#tests/helpers/clock'

/*
| Drafts and scheduled records are invisible on every public surface until
| their time, then appear with no one present. These tests commit (no
| global transaction), so the read cache serves and stores as in production;
| the service's clock is moved to the scheduled time (#tests/helpers/clock).
*/
const BASE = TEST_SERVER_URL

/** A city name of letters only, so the A2A agent recognises it in a question. */
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
const agentCity = () => CityFactory.merge({ name: `Quokka${letters()}` }).create()

const status = async (path: string) => {
  const response = await fetch(`${BASE}${path}`)
  return response.status
}
const json = async (path: string) => {
  const response = await fetch(`${BASE}${path}`)
  return response.json() as Promise<any>
}
const text = async (path: string) => {
  const response = await fetch(`${BASE}${path}`)
  return response.text()
}

type Publication = { publication: 'draft' | 'published' | 'scheduled'; publishAt?: DateTime | null }

async function eventSurfaces(id: string, city: { slug: string; name: string }) {
  const mcp = await connectClient()
  try {
    const tool = (await mcp.callTool({ name: 'get_event', arguments: { id } })) as any
    const list = await json(`/api/v1/events?city=${city.slug}`)
    const guide = await json(`/api/v1/cities/${city.slug}`)
    const agent = await ask(`Which events are coming up in ${city.name}?`)
    const agentEvents = (agent.data.result as any)?.events ?? []
    const cityCalendar = await text(`/api/v1/events.ics?city=${city.slug}`)
    const sitemap = await text('/sitemap.xml')
    return {
      rest: (await status(`/api/v1/events/${id}`)) === 200,
      restList: list.events.some((event: any) => event.id === id),
      cityGuide: guide.upcoming_events.some((event: any) => event.id === id),
      site: (await status(`/events/${id}`)) === 200,
      mcp: !tool.isError,
      a2a: agentEvents.some((event: any) => event.id === id),
      calendar: (await status(`/api/v1/events/${id}.ics`)) === 200,
      cityCalendar: cityCalendar.includes(`UID:${id}@`),
      sitemap: sitemap.includes(`/events/${id}</loc>`),
    }
  } finally {
    await mcp.close()
  }
}

const everywhere = (shown: boolean) => ({
  rest: shown,
  restList: shown,
  cityGuide: shown,
  site: shown,
  mcp: shown,
  a2a: shown,
  calendar: shown,
  cityCalendar: shown,
  sitemap: shown,
})

async function makePartner(slug: string, publication: Publication) {
  return Partner.create({
    slug,
    name: `Partner ${slug}`,
    category: 'food',
    kind: 'student_offer',
    description: 'Test partner',
    deal: `Deal ${slug}`,
    code: null,
    position: 0,
    publishAt: null,
    ...publication,
  })
}

async function makeDoc(slug: string, publication: Publication) {
  return Doc.create({
    slug,
    kind: 'blog',
    title: `Doc ${slug}`,
    summary: 'Summary',
    body: `Zanzibarquokka ${slug} body text`,
    cityId: null,
    publishAt: null,
    ...publication,
  })
}

async function partnerShown(slug: string) {
  const rest = await json(`/api/v1/partners?q=${slug}`)
  const deals = await fetch(`${BASE}/deals?q=${slug}`)
  const site = await deals.text()
  return { rest: rest.partners.length === 1, site: site.includes(`Deal ${slug}`) }
}

async function docShown(slug: string) {
  /* every surface, the sitemap among them, at each look: the limits are not what is tested */
  await clearRateLimits()
  const client = await connectDocsClient()
  try {
    const found = (await client.callTool({
      name: 'search_docs',
      arguments: { query: slug },
    })) as any
    const got = (await client.callTool({
      name: 'get_doc',
      arguments: { id: `blog/${slug}` },
    })) as any
    const docsPage = await fetch(`${BASE}/docs`)
    const index = await docsPage.text()
    const sitemap = await text('/sitemap.xml')
    const llms = await text('/llms.txt')
    return {
      site: (await status(`/docs/${slug}`)) === 200,
      index: index.includes(`/docs/${slug}`),
      search: found.structuredContent.total === 1,
      getDoc: !got.isError,
      sitemap: sitemap.includes(`/docs/${slug}</loc>`),
      llmsTxt: llms.includes(`/docs/${slug})`),
    }
  } finally {
    await client.close()
  }
}

/** An hour from now: far enough that no real time passes it during the test. */
const inAnHour = () => DateTime.now().plus({ hours: 1 })

test.group('Publication on every public surface', (group) => {
  const cleanups: (() => Promise<unknown>)[] = []
  /* each test's records go with it, before the clock is put back */
  group.each.teardown(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  test('a draft event is nowhere public; published it is everywhere', async ({ assert }) => {
    const city = await agentCity()
    const event = await EventFactory.merge({
      cityId: city.id,
      cityName: city.name,
      publication: 'draft',
    }).create()
    cleanups.push(
      () => event.delete(),
      () => city.delete()
    )
    await changesDelivered()
    assert.deepEqual(await eventSurfaces(event.id, city), everywhere(false))

    await db.from('events').where('id', event.id).update({ publication: 'published' })
    await changesDelivered()
    assert.deepEqual(await eventSurfaces(event.id, city), everywhere(true))
  })

  test('a scheduled event appears at its time with no one present, through the cache', async ({
    assert,
  }) => {
    const city = await agentCity()
    const publishAt = inAnHour()
    const event = await EventFactory.merge({
      cityId: city.id,
      cityName: city.name,
      publication: 'scheduled',
      publishAt,
    }).create()
    cleanups.push(
      () => event.delete(),
      () => city.delete()
    )
    await changesDelivered()
    assert.deepEqual(await eventSurfaces(event.id, city), everywhere(false))
    const listed = async () => {
      const list = await json(`/api/v1/events?city=${city.slug}`)
      return list.events.some((row: { id: string }) => row.id === event.id)
    }

    clockTo(publishAt.toMillis() - 5_000)
    const hits = readCache.stats().hits
    assert.isFalse(await listed(), 'five seconds before its time')
    assert.isAbove(readCache.stats().hits, hits, 'the list without it is served from the cache')

    clockTo(publishAt.toMillis())
    assert.isTrue(await listed(), 'at its time, the cached list without it is gone')
    assert.deepEqual(await eventSurfaces(event.id, city), everywhere(true))
  })

  test('an unpublish time takes an event off at that instant', async ({ assert }) => {
    const city = await agentCity()
    const unpublishAt = inAnHour()
    const event = await EventFactory.merge({
      cityId: city.id,
      cityName: city.name,
      publication: 'published',
      unpublishAt,
    }).create()
    cleanups.push(
      () => event.delete(),
      () => city.delete()
    )
    await changesDelivered()
    assert.deepEqual(await eventSurfaces(event.id, city), everywhere(true))
    clockTo(unpublishAt.toMillis() - 5_000)
    assert.equal(await status(`/events/${event.id}`), 200, 'five seconds before its time')
    clockTo(unpublishAt.toMillis())
    assert.deepEqual(await eventSurfaces(event.id, city), everywhere(false))
  })

  test('draft and scheduled partners are left out of the API and the deals page', async ({
    assert,
  }) => {
    const publishAt = inAnHour()
    const draft = await makePartner(uniqueName('draftpartner'), { publication: 'draft' })
    const soon = await makePartner(uniqueName('soonpartner'), {
      publication: 'scheduled',
      publishAt,
    })
    cleanups.push(
      () => draft.delete(),
      () => soon.delete()
    )
    await changesDelivered()
    assert.deepEqual(await partnerShown(draft.slug), { rest: false, site: false })
    assert.deepEqual(await partnerShown(soon.slug), { rest: false, site: false })
    clockTo(publishAt.toMillis())
    assert.deepEqual(await partnerShown(soon.slug), { rest: true, site: true })
    assert.deepEqual(await partnerShown(draft.slug), { rest: false, site: false })
  })

  test('draft and scheduled docs are left out of the site, docs search and get_doc', async ({
    assert,
  }) => {
    const publishAt = inAnHour()
    const draft = await makeDoc(uniqueName('draftdoc'), { publication: 'draft' })
    const soon = await makeDoc(uniqueName('soondoc'), { publication: 'scheduled', publishAt })
    cleanups.push(
      () => draft.delete(),
      () => soon.delete()
    )
    await changesDelivered()
    const hidden = {
      site: false,
      index: false,
      search: false,
      getDoc: false,
      sitemap: false,
      llmsTxt: false,
    }
    const shown = {
      site: true,
      index: true,
      search: true,
      getDoc: true,
      sitemap: true,
      llmsTxt: true,
    }
    assert.deepEqual(await docShown(draft.slug), hidden)
    assert.deepEqual(await docShown(soon.slug), hidden)
    clockTo(publishAt.toMillis())
    assert.deepEqual(await docShown(soon.slug), shown)
    assert.deepEqual(await docShown(draft.slug), hidden)
  })

  test('staff preview a draft; the public cannot reach the preview', async ({ assert, client }) => {
    const event = await EventFactory.merge({
      publication: 'draft',
      name: 'Secret Preview Party',
    }).create()
    const staff = await AdminUserFactory.create()
    cleanups.push(
      () => event.delete(),
      () => staff.delete()
    )
    const preview = await client.get(`/admin/preview/events/${event.id}`).loginAs(staff)
    preview.assertStatus(200)
    assert.include(preview.text(), 'Secret Preview Party')
    assert.include(preview.text(), 'data-preview-banner')
    assert.equal(preview.header('cache-control'), 'no-store')

    const anonymous = await client.get(`/admin/preview/events/${event.id}`).redirects(0)
    anonymous.assertStatus(302)
    assert.match(anonymous.header('location') ?? '', /^\/admin\/login/)
    assert.equal(await status(`/events/${event.id}`), 404)
  })
})

test.group('Preview of a draft event', () => {
  test('links no calendar file, which exists only once the event is public', async ({
    assert,
    client,
  }) => {
    const draft = await EventFactory.merge({ publication: 'draft' }).create()
    const live = await EventFactory.create()
    const staff = await AdminUserFactory.create()
    try {
      const calendarFile = (id: string) => `/api/v1/events/${encodeURIComponent(id)}.ics`
      const preview = await client.get(`/admin/preview/events/${draft.id}`).loginAs(staff)
      preview.assertStatus(200)
      assert.notInclude(preview.text(), calendarFile(draft.id))
      assert.include(preview.text(), 'Calendar links work once the event is published.')
      assert.equal(await status(calendarFile(draft.id)), 404)

      const page = await client.get(`/events/${live.id}`)
      assert.include(page.text(), calendarFile(live.id))
      assert.equal(await status(calendarFile(live.id)), 200)
    } finally {
      await draft.delete()
      await live.delete()
      await staff.delete()
    }
  })
})

test.group('Publication in the database', (group) => {
  group.each.setup(async () => {
    await db.beginGlobalTransaction()
    return () => db.rollbackGlobalTransaction()
  })

  test('CHECK constraints refuse impossible publications', async ({ assert }) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ publication: 'hidden' }, 'events_publication_enum'],
      [{ publication: 'scheduled', publish_at: null }, 'events_scheduled_has_publish_at'],
      [{ publication: 'published', publish_at: new Date() }, 'events_scheduled_has_publish_at'],
      [{ publication: 'draft', unpublish_at: new Date() }, 'events_draft_has_no_unpublish_at'],
      [
        {
          publication: 'scheduled',
          publish_at: new Date(2030, 1, 2),
          unpublish_at: new Date(2030, 1, 1),
        },
        'events_unpublish_after_publish',
      ],
    ]
    const event = await EventFactory.create()
    for (const [values, constraint] of cases) {
      const error = await db
        .transaction((trx) => trx.from('events').where('id', event.id).update(values))
        .catch((caught) => caught)
      assert.equal(error?.constraint, constraint, JSON.stringify(values))
    }
  })
})
