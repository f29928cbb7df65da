import { test } from '@japa/runner'
import { A2AAnswerDataSchema, A2A_INTENTS } from '#schemas/a2a'
import { componentSchemas, outputJsonSchema } from '#schemas/json_schema'

test.group('A2A data part schema', () => {
  test('derives a JSON Schema with one variant per intent', ({ assert }) => {
    const schema = outputJsonSchema(A2AAnswerDataSchema) as { oneOf?: unknown[]; anyOf?: unknown[] }
    const variants = (schema.oneOf ?? schema.anyOf)!
    assert.lengthOf(variants, A2A_INTENTS.length)
  })

  test('is an OpenAPI component that refers to the REST shapes', ({ assert }) => {
    const components = componentSchemas()
    assert.property(components, 'A2AAnswerData')
    assert.property(components, 'A2ADateRange')
    const text = JSON.stringify(components.A2AAnswerData)
    for (const shape of ['EventList', 'CityGuide', 'CityList', 'Event', 'PartnerList', 'Pricing']) {
      assert.include(text, `#/components/schemas/${shape}"`)
    }
  })

  test('rejects a result that does not match its intent', ({ assert }) => {
    const parsed = A2AAnswerDataSchema.safeParse({
      intent: 'list_events',
      query: { type: 'all', upcoming: true },
      result: { total: 0, cities: [], next_cursor: null },
      corrections: [],
    })
    assert.isFalse(parsed.success)
  })
})
