import { test } from '@japa/runner'
import { serviceConfig } from '#config/service'
import { answerQuestion } from '#a2a/answer_question'
import { resolveCatalogCity } from '#services/catalog/place_names'
import { connectClient } from '#tests/helpers/mcp_client'
import { CZECH_FORMS, POLISH_FORMS } from '#tests/fixtures/inflected_cities'

/*
| One place resolver for every door: each covered city in each case of
| Polish and Czech resolves to that city on REST (`city=` of the events
| list, `q=` of the cities list), MCP (search_cities, get_city_guide) and A2A ("imprezy w …", "akce v …").
*/

const FORMS: [string, string, string][] = [
  ...Object.entries(POLISH_FORMS).flatMap(([slug, forms]) =>
    forms.map((form) => [slug, form, `imprezy w ${form}`] as [string, string, string])
  ),
  ...Object.entries(CZECH_FORMS).flatMap(([slug, forms]) =>
    forms.map((form) => [slug, form, `akce v ${form}`] as [string, string, string])
  ),
]

test.group('Covered cities in Polish and Czech cases, on every door', (group) => {
  /* two hundred reads from one client: the doors' answers are under test, not the rate limit */
  group.setup(() => {
    const saved = serviceConfig.rateLimits.api
    serviceConfig.rateLimits.api = 100_000
    return () => {
      serviceConfig.rateLimits.api = saved
    }
  })

  test('the core resolver reads every case form', async ({ assert }) => {
    for (const [slug, form] of FORMS) {
      const city = await resolveCatalogCity(form)
      assert.equal(city?.slug, slug, form)
    }
  })

  test('REST city= lists the same events as the slug', async ({ client, assert }) => {
    const totals = new Map<string, number>()
    for (const [slug, form] of FORMS) {
      if (!totals.has(slug)) {
        const bySlug = await client.get('/api/v1/events').qs({ city: slug, limit: 1 })
        totals.set(slug, bySlug.body().total)
      }
      const response = await client.get('/api/v1/events').qs({ city: form, limit: 1 })
      response.assertStatus(200)
      assert.equal(response.body().total, totals.get(slug), form)
    }
  }).timeout(120_000)

  test('REST cities?q= finds the city', async ({ client, assert }) => {
    for (const [slug, form] of FORMS) {
      const response = await client.get('/api/v1/cities').qs({ q: form })
      response.assertStatus(200)
      const slugs = response.body().cities.map((city: { slug: string }) => city.slug)
      assert.include(slugs, slug, form)
    }
  }).timeout(120_000)

  test('MCP search_cities finds the city', async ({ assert }) => {
    const mcp = await connectClient()
    try {
      for (const [slug, form] of FORMS) {
        const result: any = await mcp.callTool({ name: 'search_cities', arguments: { q: form } })
        const slugs = result.structuredContent?.cities.map((city: { slug: string }) => city.slug)
        assert.include(slugs, slug, form)
      }
    } finally {
      await mcp.close()
    }
  }).timeout(120_000)

  test('MCP get_city_guide answers the city', async ({ assert }) => {
    const mcp = await connectClient()
    try {
      for (const [slug, form] of FORMS) {
        const result: any = await mcp.callTool({
          name: 'get_city_guide',
          arguments: { city: form },
        })
        assert.equal(result.structuredContent?.slug, slug, form)
      }
    } finally {
      await mcp.close()
    }
  }).timeout(120_000)

  test('A2A lists that city’s events', async ({ assert }) => {
    for (const [slug, , question] of FORMS) {
      const answer = await answerQuestion(question)
      assert.equal((answer.data.query as { city?: string }).city, slug, question)
    }
  }).timeout(120_000)
})
