import { test } from '@japa/runner'
import { postMcp } from '#tests/helpers/mcp_client'

/*
| Issue 35, item 7: completion/complete for a prompt or a resource template
| the server does not have is -32602 (the spec's SHOULD), not an empty list;
| a known one with an argument that has no completions stays an empty list.
*/

function complete(ref: object, name = 'city', value = 'b') {
  return postMcp({
    jsonrpc: '2.0',
    id: 9,
    method: 'completion/complete',
    params: { ref, argument: { name, value } },
  })
}

test.group('MCP completions of unknown references', () => {
  test('an unknown prompt or template answers -32602 naming what there is', async ({ assert }) => {
    const prompt = await complete({ type: 'ref/prompt', name: 'no_such_prompt' })
    assert.equal(prompt.body?.error?.code, -32602, JSON.stringify(prompt.body))
    assert.include(prompt.body.error.message, 'no_such_prompt')

    const template = await complete({ type: 'ref/resource', uri: 'students://nothing/{slug}' })
    assert.equal(template.body?.error?.code, -32602, JSON.stringify(template.body))
    assert.include(template.body.error.message, 'students://cities/{slug}')
  })

  test('a known template with an argument it does not complete answers no values', async ({
    assert,
  }) => {
    const answer = await complete({ type: 'ref/resource', uri: 'students://cities/{slug}' }, 'x')
    assert.deepEqual(answer.body?.result?.completion?.values, [])
  })
})
