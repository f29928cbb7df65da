import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { connectClient, postMcp } from '#tests/helpers/mcp_client'
import { protocolError, textOf } from '#tests/helpers/mcp_results'

/*
| completion/complete and prompts through the SDK client. What a prefix must
| complete to comes from the cities and city_aliases tables.
*/

const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l')

async function cityNames() {
  const cities = await db.from('cities').select('id', 'slug', 'name')
  const aliases = await db.from('city_aliases').where('kind', 'city').select('city_id', 'name')
  return cities.map((city) => ({
    slug: city.slug as string,
    names: [
      city.slug,
      city.name,
      ...aliases.filter((a) => a.city_id === city.id).map((a) => a.name),
    ],
  }))
}

const CITY_TEMPLATE = { type: 'ref/resource' as const, uri: 'students://cities/{slug}' }
const EVENT_TEMPLATE = { type: 'ref/resource' as const, uri: 'students://events/{id}' }

test.group('MCP completions', () => {
  test('the server announces completions and prompts', async ({ assert }) => {
    const mcp = await connectClient()
    try {
      const capabilities = mcp.getServerCapabilities()!
      assert.exists(capabilities.completions)
      assert.exists(capabilities.prompts)
    } finally {
      await mcp.close()
    }
  })

  test('a city completes from the start of any of its names, in any language', async ({
    assert,
  }) => {
    const mcp = await connectClient()
    try {
      const cities = await cityNames()
      for (const city of cities) {
        for (const name of city.names) {
          const typed = name.slice(0, 3)
          const result = await mcp.complete({
            ref: CITY_TEMPLATE,
            argument: { name: 'slug', value: typed },
          })
          assert.include(result.completion.values, city.slug, `"${typed}" (${name})`)
        }
      }
      const ber = await mcp.complete({
        ref: CITY_TEMPLATE,
        argument: { name: 'slug', value: 'ber' },
      })
      assert.equal(ber.completion.values[0], 'berlin')
      const wi = await mcp.complete({ ref: CITY_TEMPLATE, argument: { name: 'slug', value: 'wi' } })
      assert.include(wi.completion.values, 'vienna')
      /* every value is a city slug one of whose names starts with what was typed (or its country's) */
      const slugs = new Set(cities.map((city) => city.slug))
      for (const value of wi.completion.values) assert.isTrue(slugs.has(value), value)
      const none = await mcp.complete({
        ref: CITY_TEMPLATE,
        argument: { name: 'slug', value: 'zzq' },
      })
      assert.deepEqual(none.completion.values, [])
    } finally {
      await mcp.close()
    }
  })

  test('a request without a ref or an argument is invalid params, not an internal error', async ({
    assert,
  }) => {
    for (const params of [
      {},
      { name: '', arguments: 'x', uri: 'y' },
      { ref: { type: 'ref/prompt' }, argument: { name: 'city', value: 'b' } },
      { ref: { type: 'ref/resource', uri: 'x' }, argument: 'city' },
    ]) {
      const answer = await postMcp({ jsonrpc: '2.0', id: 7, method: 'completion/complete', params })
      assert.equal(answer.status, 200, JSON.stringify(params))
      assert.equal(answer.body?.error?.code, -32602, JSON.stringify(answer.body))
    }
  })

  test('an event id completes by its own start and by a city name', async ({ assert }) => {
    const mcp = await connectClient()
    try {
      const upcoming = await db
        .from('events')
        .leftJoin('cities', 'cities.id', 'events.city_id')
        .where('events.publication', 'published')
        .whereRaw(`coalesce(events.end_at, events.start_at + interval '6 hours') > now()`)
        .select('events.id', 'cities.slug')
      const byId = await mcp.complete({
        ref: EVENT_TEMPLATE,
        argument: { name: 'id', value: 'ber' },
      })
      const berlin = upcoming.filter((event) => event.id.startsWith('ber')).map((e) => e.id)
      assert.includeMembers(byId.completion.values, berlin)
      const wien = await mcp.complete({
        ref: EVENT_TEMPLATE,
        argument: { name: 'id', value: 'Wien' },
      })
      const vienna = upcoming.filter((event) => event.slug === 'vienna').map((e) => e.id)
      assert.isAbove(vienna.length, 0)
      assert.sameMembers(wien.completion.values, vienna)
    } finally {
      await mcp.close()
    }
  })
})

test.group('MCP prompts', () => {
  test('prompts are listed with a city argument; the city completes', async ({ assert }) => {
    const mcp = await connectClient()
    try {
      const { prompts } = await mcp.listPrompts()
      assert.isAtLeast(prompts.length, 2)
      for (const prompt of prompts) {
        assert.deepInclude(
          prompt.arguments!.map((arg) => arg.name),
          'city'
        )
        const result = await mcp.complete({
          ref: { type: 'ref/prompt', name: prompt.name },
          argument: { name: 'city', value: 'pra' },
        })
        assert.include(result.completion.values, 'prague')
      }
    } finally {
      await mcp.close()
    }
  })

  test('a prompt names the city as the catalog does, for any of its names', async ({ assert }) => {
    const mcp = await connectClient()
    try {
      const { prompts } = await mcp.listPrompts()
      for (const { name, slug } of [
        { name: 'Wien', slug: 'vienna' },
        { name: 'MÜNCHEN', slug: 'munich' },
        { name: 'Lisboa', slug: 'lisbon' },
      ]) {
        const city = await db.from('cities').where('slug', slug).firstOrFail()
        for (const prompt of prompts) {
          const result = await mcp.getPrompt({ name: prompt.name, arguments: { city: name } })
          const text = textOf({ content: [result.messages[0].content] })
          assert.include(text, city.name, `${prompt.name} ${name}`)
          assert.include(text, `"${slug}"`)
        }
      }
      const weekend = await mcp.getPrompt({
        name: 'whats_on_this_weekend',
        arguments: { city: 'berlin' },
      })
      const dates = textOf({ content: [weekend.messages[0].content] }).match(/\d{4}-\d{2}-\d{2}/g)!
      const saturday = new Date(`${dates[0]}T12:00:00Z`)
      assert.equal(saturday.getUTCDay(), 6, 'from is a Saturday')

      const unknown = await protocolError(
        mcp.getPrompt({ name: 'plan_my_first_week', arguments: { city: 'Atlantis' } })
      )
      assert.equal(unknown.code, -32602)
      const covered = await db.from('cities').select('name')
      for (const row of covered) assert.include(unknown.message, row.name)
    } finally {
      await mcp.close()
    }
  })
})

test.group('MCP list_events: a place that matches nothing', () => {
  test('the text says which argument matched nothing and names the cities covered', async ({
    assert,
  }) => {
    const mcp = await connectClient()
    try {
      const result: any = await mcp.callTool({
        name: 'list_events',
        arguments: { city: 'Atlantis' },
      })
      assert.deepEqual(result.structuredContent.unmatched, ['city'])
      const text = textOf(result)
      assert.include(text, 'city "Atlantis"')
      const cities = await db.from('cities').select('name')
      for (const city of cities) assert.include(text, city.name)
      const wien: any = await mcp.callTool({ name: 'get_city_guide', arguments: { city: 'Wien' } })
      assert.notOk(wien.isError)
      assert.equal(wien.structuredContent.slug, 'vienna')
      assert.equal(fold(wien.structuredContent.name), 'vienna')
    } finally {
      await mcp.close()
    }
  })
})
