import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { readdirSync } from 'node:fs'
import { ESLint } from 'eslint'
// @ts-expect-error the ESLint configuration is plain JavaScript
import { LAYERS, ROOMS } from '../../eslint.config.js'

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
  test('the layer map covers every folder of app/ (none may import start/)', async ({ assert }) => {
    const folders = readdirSync('app', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `app/${entry.name}`)
    const unmapped = []
    for (const folder of folders) {
      const errors = await layerErrors(`${folder}/violation.ts`, `export * from '#start/env'\n`)
      if (errors.length === 0) unmapped.push(folder)
    }
    assert.deepEqual(unmapped, [])
  })

  test('{0} may not import {1}')
    .with([
      ['app/lib/violation.ts', '#services/catalog/event_service'],
      ['app/queries/violation.ts', '#services/catalog/city_service'],
      ['app/services/violation.ts', '#mcp/servers'],
      ['app/services/violation.ts', '#controllers/site/home_controller'],
      ['app/schemas/violation.ts', '#lib/urls'],
      ['app/http/errors/exception_handler.ts', '#controllers/site/home_controller'],
      ['app/mcp/violation.ts', '#a2a/agent_skills'],
      ['app/services/violation.ts', '#start/env'],
      ['app/lib/violation.ts', '#start/env'],
      ['app/lib/violation.ts', '#exceptions/catalog_failures'],
      ['app/lib/violation.ts', '#http/bodies/request_body'],
      ['app/services/violation.ts', '#http/front/cached_reads'],
      ['app/http/violation.ts', '#controllers/site/home_controller'],
      ['app/http/site/view.ts', '#admin/staff/abilities'],
      ['app/admin/http/violation.ts', '#controllers/site/home_controller'],
      ['app/http/violation.ts', '#mcp/servers'],
      ['config/violation.ts', '#http/bodies/request_body'],
      ['app/serializers/violation.ts', '#queries/event_query'],
      ['app/middleware/violation.ts', '#admin/staff/abilities'],
      ['app/services/violation.ts', '#admin/engine/listing'],
      ['app/admin/violation.ts', '#controllers/site/home_controller'],
      ['app/controllers/violation.ts', '#admin/resources/registry'],
      ['app/admin/resources/event/validator.ts', '#models/event'],
      ['app/admin/resources/event/undo_validator.ts', '#admin/engine/admin_resource'],
      /* inside the admin wing, a floor never imports one above it */
      ['app/admin/http/violation.ts', '#admin/controllers/resources_controller'],
      ['app/admin/middleware/violation.ts', '#admin/controllers/resources_controller'],
      ['app/admin/engine/violation.ts', '#admin/http/staff_request'],
      ['app/admin/resources/violation.ts', '#admin/http/form_picture'],
      ['app/admin/workflow/violation.ts', '#admin/controllers/reviews_controller'],
      ['app/admin/media/violation.ts', '#admin/middleware/auth_middleware'],
      ['app/admin/staff/violation.ts', '#admin/engine/listing'],
      ['app/admin/staff/violation.ts', '#admin/workflow/reviews'],
      ['app/admin/validators/violation.ts', '#admin/staff/roles'],
      ['app/admin/engine/violation.ts', '#start/kernel'],
      ['app/admin/actions/violation.ts', '#admin/http/staff_request'],
      ['app/admin/engine/violation.ts', '#admin/actions/gate'],
      ['app/admin/staff/violation.ts', '#admin/actions/save_record'],
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
      ['app/queries/fine.ts', '#exceptions/catalog_failures'],
      ['config/fine.ts', '#start/env'],
      ['config/fine.ts', '#http/policies/staff_session_store'],
      ['app/server/app_server.ts', '#mcp/http/tool_call_replay'],
      ['app/middleware/fine.ts', '#http/bodies/request_body'],
      ['app/admin/resources/event/resource.ts', '#services/catalog/event_service'],
      ['app/admin/resources/event/validator.ts', '#admin/validators/rules'],
      ['app/admin/controllers/fine.ts', '#admin/resources/registry'],
      ['app/admin/http/fine.ts', '#admin/staff/abilities'],
      ['app/admin/http/fine.ts', '#admin/validators/list_query'],
      ['app/admin/routes.ts', '#start/kernel'],
      ['app/admin/controllers/fine.ts', '#admin/http/staff_request'],
      ['app/admin/http/fine.ts', '#admin/engine/resource_records'],
      ['app/admin/engine/fine.ts', '#admin/workflow/reviews'],
      ['app/admin/workflow/fine.ts', '#admin/staff/audit_trail'],
      ['app/admin/staff/fine.ts', '#admin/validators/rules'],
      ['app/admin/http/fine.ts', '#admin/actions/gate'],
      ['app/admin/actions/fine.ts', '#admin/workflow/guide_drafts'],
    ])
    .run(async ({ assert }, [file, target]) => {
      assert.deepEqual(await layerErrors(file, `export * from '${target}'\n`), [])
    })
})

test.group('Floors of the admin wing', () => {
  test('every folder of app/admin/ is a floor of the layer map', async ({ assert }) => {
    const floors = readdirSync('app/admin', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `app/admin/${entry.name}`)
    assert.isNotEmpty(floors)
    assert.deepEqual(
      floors.filter((floor) => !(floor in LAYERS)),
      []
    )
  })

  test('a file planted in the staff floor that imports a controller fails lint', async ({
    assert,
  }) => {
    const file = `app/admin/staff/planted_${randomBytes(4).toString('hex')}.ts`
    await writeFile(
      file,
      `import ResourcesController from '#admin/controllers/resources_controller'\nexport const planted = ResourcesController\n`
    )
    try {
      const [result] = await new ESLint().lintFiles([file])
      const refused = result.messages.filter(
        (message) => message.ruleId === 'import-x/no-restricted-paths'
      )
      assert.lengthOf(refused, 1)
      assert.include(refused[0].message, 'app/admin/staff may import only')
    } finally {
      await rm(file, { force: true })
    }
  })
})

/** The messages of the room rule for these imports, linted as if they stood in `filePath`. */
async function roomErrors(filePath: string, code: string) {
  const errors = await layerErrors(filePath, code)
  return errors.filter((message) => message.includes('rooms of app/http'))
}

test.group('Rooms of app/http', () => {
  test('every room of app/http/ is in the room map', ({ assert }) => {
    const rooms = readdirSync('app/http', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `app/http/${entry.name}`)
    const mapped = Object.keys(ROOMS as Record<string, string[]>)
    assert.deepEqual(
      rooms.filter((room) => !mapped.some((key) => key.startsWith(room))),
      []
    )
  })

  test('{0} may not import {1}')
    .with([
      ['app/http/front/violation.ts', '#http/site/pages'],
      ['app/http/site/violation.ts', '#http/front/answer_replay'],
      ['app/http/policies/violation.ts', '#http/errors/public_errors'],
      ['app/http/policies/violation.ts', '#http/bodies/request_body'],
      ['app/http/errors/error_bodies.ts', '#http/site/pages'],
      ['app/http/errors/violation.ts', '#http/front/requests'],
      ['app/http/bodies/violation.ts', '#http/front/request_id'],
      ['app/http/errors/exception_handler.ts', '#http/front/answer_replay'],
      ['app/http/site/violation.ts', '#http/errors/exception_handler'],
      ['app/http/errors/violation.ts', '#http/errors/exception_handler'],
    ])
    .run(async ({ assert }, [file, target]) => {
      const errors = await roomErrors(file, `export * from '${target}'\n`)
      assert.lengthOf(errors, 1)
    })

  test('{0} may import {1}')
    .with([
      ['app/http/front/fine.ts', '#http/errors/public_errors'],
      ['app/http/site/fine.ts', '#http/errors/public_errors'],
      ['app/http/bodies/fine.ts', '#http/errors/error_bodies'],
      ['app/http/front/fine.ts', '#http/policies/rest_headers'],
      ['app/http/errors/error_bodies.ts', '#http/policies/rest_headers'],
      ['app/http/errors/exception_handler.ts', '#http/site/pages'],
    ])
    .run(async ({ assert }, [file, target]) => {
      assert.deepEqual(await layerErrors(file, `export * from '${target}'\n`), [])
    })

  test('a file planted in front/ that imports the site fails lint', async ({ assert }) => {
    const file = `app/http/front/planted_${randomBytes(4).toString('hex')}.ts`
    await writeFile(
      file,
      `import { renderPage } from '#http/site/pages'\nexport const planted = renderPage\n`
    )
    try {
      const [result] = await new ESLint().lintFiles([file])
      const refused = result.messages.filter(
        (message) => message.ruleId === 'import-x/no-restricted-paths'
      )
      assert.lengthOf(refused, 1)
      assert.include(refused[0].message, 'app/http/front may import only these rooms of app/http')
    } finally {
      await rm(file, { force: true })
    }
  })
})

test.group('Import cycles', () => {
  test('a planted cycle between two modules fails lint', async ({ assert }) => {
    const name = `planted_cycle_${randomBytes(4).toString('hex')}`
    const files = [`app/lib/${name}_a.ts`, `app/lib/${name}_b.ts`]
    await writeFile(files[0], `import { b } from '#lib/${name}_b'\nexport const a = () => b\n`)
    await writeFile(files[1], `import { a } from '#lib/${name}_a'\nexport const b = () => a\n`)
    try {
      const results = await new ESLint().lintFiles(files)
      const cycles = results.flatMap((result) =>
        result.messages.filter((message) => message.ruleId === 'import-x/no-cycle')
      )
      assert.lengthOf(cycles, 2)
    } finally {
      await Promise.all(files.map((file) => rm(file, { force: true })))
    }
  })

  test('the Lucid relations between models are the one allowed cycle', async ({ assert }) => {
    const [result] = await new ESLint().lintFiles(['app/models/event.ts'])
    assert.notInclude(
      result.messages.map((message) => message.ruleId),
      'import-x/no-cycle'
    )
  })
})

test.group('Controllers import no controllers', () => {
  test('a controller may not import another controller file', async ({ assert }) => {
    const code = `import { renderPage } from '#controllers/site/home_controller'\nexport const x = renderPage\n`
    const [result] = await new ESLint().lintText(code, {
      filePath: 'app/admin/controllers/violation.ts',
    })
    const messages = result.messages.filter((message) => message.ruleId === 'no-restricted-imports')
    assert.lengthOf(messages, 1)
    assert.include(messages[0].message, 'app/http/')
  })

  test('the admin resources controller is a base class others extend', async ({ assert }) => {
    const code = `import ResourcesController from '#admin/controllers/resources_controller'\nexport class X extends ResourcesController {}\n`
    const [result] = await new ESLint().lintText(code, {
      filePath: 'app/admin/controllers/fine_controller.ts',
    })
    assert.notInclude(
      result.messages.map((message) => message.ruleId),
      'no-restricted-imports'
    )
  })
})

test.group('No HTTP in the core', () => {
  test('{0} may not say: {1}')
    .with([
      ['app/lib/violation.ts', `import type { HttpContext } from '@adonisjs/core/http'`],
      ['app/services/violation.ts', `import type { IncomingMessage } from 'node:http'`],
      ['app/presenters/violation.ts', `import { createServer } from 'http'`],
      ['app/admin/engine/violation.ts', `import type { HttpContext } from '@adonisjs/core/http'`],
      ['app/admin/actions/violation.ts', `import type { HttpContext } from '@adonisjs/core/http'`],
    ])
    .run(async ({ assert }, [file, line]) => {
      const [result] = await new ESLint().lintText(`${line}\nexport const x = 1\n`, {
        filePath: file,
      })
      const rules = result.messages.map((message) => message.ruleId)
      assert.include(rules, 'no-restricted-imports')
    })

  test('app/http/ and the doors may', async ({ assert }) => {
    for (const file of ['app/http/fine.ts', 'app/controllers/fine.ts', 'app/middleware/fine.ts']) {
      const code = `import type { HttpContext } from '@adonisjs/core/http'\nexport type X = HttpContext\n`
      const [result] = await new ESLint().lintText(code, { filePath: file })
      assert.notInclude(
        result.messages.map((message) => message.ruleId),
        'no-restricted-imports'
      )
    }
  })
})
