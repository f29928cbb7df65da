import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import edge from 'edge.js'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import type { AuditedEntity } from '#admin/staff/audit_trail'

/*
| Everything about one admin resource lives in its folder,
| app/admin/resources/<entity>/: the declaration, its validator and its views
| (the Edge disk named after the folder, start/admin_views.ts).
*/
const ENTITIES = Object.keys(ADMIN_RESOURCES) as AuditedEntity[]

test.group('Admin resources: one folder each', () => {
  test('{$self}: declaration, validator and views in its folder')
    .with(ENTITIES)
    .run(({ assert }, entity) => {
      const folder = app.makePath('app/admin/resources', entity)
      assert.isTrue(existsSync(join(folder, 'resource.ts')), 'resource.ts')
      assert.isTrue(existsSync(join(folder, 'validator.ts')), 'validator.ts')
      assert.equal(edge.loader.mounted[entity], join(folder, 'views'))

      const { list, form } = ADMIN_RESOURCES[entity]
      for (const view of [list.cellsView, form.view ?? `${entity}::cells`]) {
        assert.isTrue(view.startsWith(`${entity}::`), view)
        assert.isTrue(existsSync(edge.loader.makePath(view)), view)
      }
    })

  test('every resource folder with views is in the registry', ({ assert }) => {
    const folders = ENTITIES.map((entity) => app.makePath('app/admin/resources', entity))
    assert.sameMembers(
      Object.values(edge.loader.mounted).filter((path) => path.includes('/app/admin/resources/')),
      folders.map((folder) => join(folder, 'views'))
    )
  })
})
