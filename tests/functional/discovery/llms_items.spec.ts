import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { linkUrl } from '#services/discovery/surfaces'
import { createCityWithEvent, fetchOwn } from '#tests/helpers/discovery_links'

/*
| Issue 37, item 5: llms.txt list entries in the llmstxt.org item form,
| `- [name](url)` optionally followed by `: notes`, nothing in between.
*/
const ITEM = /^- \[(?:[^\]\\]|\\.)+\]\(\S+\)(?:: \S.*)?$/

test.group('llms.txt items', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every list entry is `- [name](url): notes`, the POST ones too', async ({ assert }) => {
    await createCityWithEvent({ halloween: false })
    const response = await fetchOwn(linkUrl('llmsTxt'))
    const body = await response.text()
    const entries = body.split('\n').filter((line) => line.startsWith('- '))
    assert.isAbove(entries.length, 10)
    for (const entry of entries) assert.match(entry, ITEM)
    const contact = entries.find((entry) => entry.includes(`](${linkUrl('contact')})`))
    assert.match(String(contact), /\): POST\. /)
  })
})
