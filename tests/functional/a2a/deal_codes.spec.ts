import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { ask } from '#tests/helpers/a2a_clients'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| Issue 35, item 7: "deals with a code" gives the partners REST gives for
| has_code=true, the same ones in the same order.
*/

test.group('A2A deals with a code', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the agent lists exactly the partners of GET /api/v1/partners?has_code=true', async ({
    assert,
  }) => {
    const response = await fetch(`${TEST_SERVER_URL}/api/v1/partners?has_code=true`)
    const rest = await response.json()
    const reply = await ask('deals with a code')
    const result = (reply.data as { result?: { partners: { slug: string }[] } }).result
    assert.isNotEmpty(rest.partners)
    assert.deepEqual(
      result?.partners.map((partner) => partner.slug),
      rest.partners.map((partner: { slug: string }) => partner.slug),
      reply.text
    )
  })
})
