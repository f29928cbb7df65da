/* A read's weight is looked up among the declared reads only: any other name costs one point. */
import { test } from '@japa/runner'
import { messageWeight, requestWeight } from '#services/request_weight'

test.group('Request weight', () => {
  test('a name that is a property of every object is no read: one point', ({ assert }) => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      assert.equal(requestWeight(name), 1, name)
      const call = { jsonrpc: '2.0', method: 'tools/call', params: { name, arguments: {} } }
      assert.equal(messageWeight(call), 1, name)
    }
  })

  test('a declared read keeps its weight', ({ assert }) => {
    assert.equal(requestWeight('listEvents'), 2)
    assert.equal(requestWeight('list_events', { limit: 100 }), 1)
  })
})
