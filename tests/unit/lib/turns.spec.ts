import { test } from '@japa/runner'
import { mapInTurns } from '#lib/turns'

test.group('Work in turns', () => {
  test('maps every item in order, letting other callbacks run between turns', async ({
    assert,
  }) => {
    const items = Array.from({ length: 95 }, (_, i) => i)
    const trace: string[] = []
    let waiting = 0
    /* another request's callback, queued again each time it runs */
    const other = () => {
      trace.push('other')
      if (++waiting < 10) setImmediate(other)
    }
    setImmediate(other)
    const doubled = await mapInTurns(items, 20, (item) => {
      trace.push('item')
      return item * 2
    })
    assert.deepEqual(
      doubled,
      items.map((item) => item * 2)
    )
    /* 95 items in turns of 20: five turns, another callback between each two */
    const turns = trace
      .join(' ')
      .split('other')
      .filter((part) => part.includes('item'))
    assert.lengthOf(turns, 5)
    assert.deepEqual(
      turns.map((part) => part.trim().split(' ').length),
      [20, 20, 20, 20, 15]
    )
  })

  test('no items, no turn', async ({ assert }) => {
    assert.deepEqual(await mapInTurns([], 20, (item) => item), [])
  })
})
