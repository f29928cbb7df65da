/*
| Issue 38 item 5: an events cursor is bound to the filters listEvents
| declares, read from its validator (EVENT_LIST_FILTERS), not from a list
| kept beside it: each of them, given, changes what the cursor is bound to.
*/
import { test } from '@japa/runner'
import { EventQuery } from '#queries/event_query'
import { EVENT_LIST_FILTERS, eventListSchema } from '#validators/catalog'

test.group('Events cursor filters', () => {
  test('bind every filter and the order of the validator, and nothing else', ({ assert }) => {
    const declared = Object.keys(eventListSchema.getProperties()).filter(
      (name) => !['limit', 'cursor'].includes(name)
    )
    assert.sameMembers(EVENT_LIST_FILTERS, declared)
    assert.sameMembers(Object.keys(EventQuery.cursorFilters({})), declared)
  })

  test('each filter given binds the cursor to it', ({ assert }) => {
    const none = JSON.stringify(EventQuery.cursorFilters({}))
    for (const name of EVENT_LIST_FILTERS) {
      const given = EventQuery.cursorFilters({
        [name]: name === 'ticket_status' ? ['sold_out'] : 'x',
      })
      assert.notEqual(JSON.stringify(given), none, name)
    }
  })
})
