import { test } from '@japa/runner'
import { ESLint } from 'eslint'

/*
| The layer map of eslint.config.js is enforced: these imports, linted as if
| they stood in the named file, break it (and the allowed ones do not).
*/
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath })
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

test.group('Layers', () => {
  test('{0} may not import {1}')
    .with([
      ['app/lib/violation.ts', '#services/catalog/event_service'],
      ['app/queries/violation.ts', '#services/catalog/city_service'],
      ['app/services/violation.ts', '#mcp/servers'],
      ['app/services/violation.ts', '#controllers/site/site_view'],
      ['app/schemas/violation.ts', '#lib/urls'],
      ['app/exceptions/handler.ts', '#controllers/site/site_view'],
      ['app/mcp/violation.ts', '#a2a/agent_skills'],
    ])
    .run(async ({ assert }, [file, target]) => {
      const errors = await layerErrors(file, `export * from '${target}'\n`)
      assert.lengthOf(errors, 1)
      assert.include(errors[0], 'may import only')
    })

  test('{0} may import {1}')
    .with([
      ['app/services/fine.ts', '#queries/event_query'],
      ['app/controllers/fine.ts', '#services/catalog/event_service'],
      ['app/lib/fine.ts', '#exceptions/catalog_failures'],
    ])
    .run(async ({ assert }, [file, target]) => {
      assert.deepEqual(await layerErrors(file, `export * from '${target}'\n`), [])
    })
})
