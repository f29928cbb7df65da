import { randomInt } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import City from '#models/city'
import CityGuideDraft from '#models/city_guide_draft'
import { clearRateLimits } from '#services/rate_limit_service'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { cityForm, postAdminForm } from '#tests/helpers/admin_forms'
import { about, changesSince, currentToken, plainSql } from '#tests/helpers/change_feed'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { connectClient } from '#tests/helpers/mcp_client'
import { ask } from '#tests/helpers/a2a_clients'

/*
| City guide drafts over committed writes (the read cache and the change
| feed at work): a draft never reaches REST, MCP, the site, the sitemap or
| the feed; publishing (now or at its time) reaches all of them at once.
*/

const PUBLISHED = 'The published guide text.'
const DRAFTED = 'A drafted guide text nobody outside should read.'

async function restGuide(client: ApiClient, slug: string) {
  await changesDelivered()
  await clearRateLimits()
  const response = await client.get(`/api/v1/cities/${slug}`)
  response.assertStatus(200)
  return response.body()
}

async function mcpGuide(slug: string) {
  const mcp = await connectClient()
  try {
    const result: any = await mcp.callTool({ name: 'get_city_guide', arguments: { city: slug } })
    return { structured: result.structuredContent, text: JSON.stringify(result.content) }
  } finally {
    await mcp.close()
  }
}

/** A city name of letters only, as the agent recognises names in questions. */
function wordName() {
  const letters = Array.from({ length: 8 }, () => String.fromCodePoint(97 + randomInt(26)))
  return `Quill${letters.join('')}`
}

/** The A2A agent's answer (text and data) about the city. */
async function agentGuide(name: string) {
  await clearRateLimits()
  const reply = await ask(`Tell me about ${name}`)
  return `${reply.text}\n${JSON.stringify(reply.data)}`
}

async function versionOf(cityId: number) {
  const row = await City.query().where('id', cityId).select('version').firstOrFail()
  return String(row.$extras.version)
}

async function sitePage(client: ApiClient, path: string) {
  await clearRateLimits()
  const response = await client.get(path)
  response.assertStatus(200)
  return response.text()
}

/** Every public look at the guide, as one text. */
async function everythingPublic(client: ApiClient, slug: string) {
  const rest = await restGuide(client, slug)
  const mcp = await mcpGuide(slug)
  const list = await client.get('/api/v1/cities').qs({ q: slug })
  const city = await City.findByOrFail('slug', slug)
  const agent = await agentGuide(city.name)
  return [
    agent,
    JSON.stringify(rest),
    mcp.text,
    JSON.stringify(mcp.structured),
    JSON.stringify(list.body()),
    await sitePage(client, `/cities/${slug}`),
  ].join('\n')
}

test.group('City guide drafts', (group) => {
  const cleanup: (() => Promise<unknown>)[] = []
  group.each.teardown(async () => {
    for (const step of cleanup.splice(0).reverse()) await step()
  })

  async function publishedCity(client: ApiClient) {
    const staff = await AdminUserFactory.create()
    const slug = uniqueName('draftcity')
    cleanup.push(() => plainSql([`DELETE FROM cities WHERE slug = $1`, [slug]]))
    const form = cityForm({ slug, name: wordName(), about: PUBLISHED, _guide: 'publish' })
    const created = await postAdminForm(client, staff, '/admin/cities', form)
    created.assertStatus(200)
    const city = await City.findByOrFail('slug', slug)
    return { staff, slug, city, form }
  }

  test('a saved draft leaks nowhere; preview and the form show it; publishing shows it everywhere', async ({
    client,
    assert,
  }) => {
    const { staff, slug, city, form } = await publishedCity(client)
    const before = await restGuide(client, slug)
    assert.equal(before.about, PUBLISHED)
    const since = await currentToken(client)

    const draftForm = {
      ...form,
      about: DRAFTED,
      summary: 'Drafted summary',
      costs: [{ label: 'Drafted room', value: '€999' }],
      _version: await versionOf(city.id),
      _draft_version: '0',
      _guide: 'draft',
    }
    const saved = await postAdminForm(client, staff, `/admin/cities/${city.id}`, draftForm)
    saved.assertStatus(200)
    assert.include(saved.text(), 'the draft is saved')
    assert.include(saved.text(), DRAFTED, 'the form shows the draft')

    const outside = await everythingPublic(client, slug)
    assert.notInclude(outside, DRAFTED)
    assert.notInclude(outside, 'Drafted room')
    assert.notInclude(outside, 'Drafted summary')
    assert.include(outside, PUBLISHED)
    const quiet = await changesSince(client, since)
    assert.deepEqual(about(quiet.changes, [slug]), [])
    assert.notInclude(await sitePage(client, '/sitemap.xml'), 'Drafted')

    const preview = await client.get(`/admin/preview/cities/${city.id}`).loginAs(staff)
    preview.assertStatus(200)
    assert.include(preview.text(), DRAFTED)
    assert.include(preview.text(), 'Drafted room')
    assert.include(preview.text(), 'data-preview-banner')
    assert.equal(preview.header('cache-control'), 'no-store')
    assert.equal(preview.header('x-robots-tag'), 'noindex')
    const anonymous = await client.get(`/admin/preview/cities/${city.id}`).redirects(0)
    anonymous.assertStatus(302)

    const publishing = { ...draftForm, _draft_version: '1', _guide: 'publish' }
    const published = await postAdminForm(client, staff, `/admin/cities/${city.id}`, publishing)
    published.assertStatus(200)
    assert.include(published.text(), 'was published')
    assert.isNull(await CityGuideDraft.find(city.id))
    const after = await restGuide(client, slug)
    assert.equal(after.about, DRAFTED)
    assert.deepEqual(after.monthly_costs, [{ label: 'Drafted room', value: '€999' }])
    const mcp = await mcpGuide(slug)
    assert.equal(mcp.structured.about, DRAFTED)
    assert.include(await agentGuide(city.name), DRAFTED)
    assert.include(await sitePage(client, `/cities/${slug}`), DRAFTED)
    const fed = await changesSince(client, since)
    assert.deepEqual(about(fed.changes, [slug]), [`city ${slug} updated`])

    const entry = await AuditLog.query()
      .where({ entity_type: 'city', entity_id: String(city.id), action: 'update' })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(entry.adminUserId, staff.id)
    assert.equal(entry.before?.about, PUBLISHED)
    assert.equal(entry.after?.about, DRAFTED)
  })

  test('a draft saved from an older draft, or published over a newer guide, is refused', async ({
    client,
    assert,
  }) => {
    const { staff, city, form } = await publishedCity(client)
    const version = await versionOf(city.id)
    const first = { ...form, about: 'First draft', _version: version, _draft_version: '0' }
    await postAdminForm(client, staff, `/admin/cities/${city.id}`, { ...first, _guide: 'draft' })
    const stale = { ...first, about: 'Second tab', _guide: 'draft' }
    const refused = await postAdminForm(client, staff, `/admin/cities/${city.id}`, stale)
    assert.include(refused.text(), 'Nothing was saved')
    const draft = await CityGuideDraft.findOrFail(city.id)
    assert.equal(draft.input.about, 'First draft')
    assert.equal(draft.version, 1)

    /* someone publishes over the guide meanwhile: the draft's publish is a conflict */
    await plainSql([`UPDATE cities SET summary = 'Changed by SQL' WHERE id = $1`, [city.id]])
    const publish = { ...first, _draft_version: '1', _guide: 'publish' }
    const conflict = await postAdminForm(client, staff, `/admin/cities/${city.id}`, publish)
    assert.include(conflict.text(), 'Changed by SQL')
    assert.isNotNull(await CityGuideDraft.find(city.id), 'nothing was published')
    const live = await City.findOrFail(city.id)
    assert.equal(live.about, PUBLISHED)
  })

  test('a scheduled draft goes live by itself at its time, as who scheduled it', async ({
    client,
    assert,
  }) => {
    const { staff, slug, city, form } = await publishedCity(client)
    const version = await versionOf(city.id)
    const schedule = { ...form, about: DRAFTED, _version: version, _draft_version: '0' }
    const past = await postAdminForm(client, staff, `/admin/cities/${city.id}`, {
      ...schedule,
      _guide: 'schedule',
      guide_publish_at: '2020-01-01T10:00',
    }).redirects(0)
    past.assertValidationError(
      'guide_publish_at',
      'Choose a time still to come, or use “Publish now”'
    )
    assert.isNull(await CityGuideDraft.find(city.id))

    const inAnHour = DateTime.now().setZone('Europe/Berlin').plus({ hours: 1 })
    const scheduled = await postAdminForm(client, staff, `/admin/cities/${city.id}`, {
      ...schedule,
      _guide: 'schedule',
      guide_publish_at: inAnHour.toFormat("yyyy-LL-dd'T'HH:mm"),
    })
    assert.include(scheduled.text(), 'scheduled')
    const waiting = await restGuide(client, slug)
    assert.equal(waiting.about, PUBLISHED)

    /* its time comes (moved as a SQL console would): the publisher finds it within seconds */
    await plainSql([
      `UPDATE city_guide_drafts SET publish_at = now() + interval '1 second' WHERE city_id = $1`,
      [city.id],
    ])
    let guide = await restGuide(client, slug)
    for (let tries = 0; guide.about !== DRAFTED && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      guide = await restGuide(client, slug)
    }
    assert.equal(guide.about, DRAFTED)
    assert.isNull(await CityGuideDraft.find(city.id))
    const entry = await AuditLog.query()
      .where({ entity_type: 'city', entity_id: String(city.id), action: 'update' })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(entry.adminUserId, staff.id)
  })

  test('a scheduled draft the database refuses by its time stays a draft, not tried again', async ({
    client,
    assert,
  }) => {
    const { staff, slug, city, form } = await publishedCity(client)
    const wanted = uniqueName('draftcity-moved')
    cleanup.push(() => plainSql([`DELETE FROM cities WHERE slug = $1`, [wanted]]))
    const inAnHour = DateTime.now().setZone('Europe/Berlin').plus({ hours: 1 })
    await postAdminForm(client, staff, `/admin/cities/${city.id}`, {
      ...form,
      slug: wanted,
      about: DRAFTED,
      _version: await versionOf(city.id),
      _draft_version: '0',
      _guide: 'schedule',
      guide_publish_at: inAnHour.toFormat("yyyy-LL-dd'T'HH:mm"),
    })
    /* meanwhile another city takes the address, and the time comes */
    const other = await publishedCity(client)
    await plainSql(
      [`UPDATE cities SET slug = $1 WHERE id = $2`, [wanted, other.city.id]],
      [`UPDATE city_guide_drafts SET publish_at = now() WHERE city_id = $1`, [city.id]]
    )
    let draft = await CityGuideDraft.findOrFail(city.id)
    for (let tries = 0; draft.publishAt !== null && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      draft = await CityGuideDraft.findOrFail(city.id)
    }
    assert.isNull(draft.publishAt, 'kept as a draft without its time')
    assert.equal(draft.input.about, DRAFTED)
    const live = await restGuide(client, slug)
    assert.equal(live.about, PUBLISHED)
  })
})
