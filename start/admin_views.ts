/* Helpers every admin template may use, and each admin resource's own views. */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import edge from 'edge.js'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { routesOf } from '#admin/engine/admin_resource'
import {
  PUBLICATION_STATUS_LABELS,
  publicationStatus,
  type PublicationFields,
} from '#lib/publication'

edge.global('publicationOf', (row: PublicationFields) => {
  const key = publicationStatus(row)
  return { key, label: PUBLICATION_STATUS_LABELS[key] }
})

/* a resource folder's views/ is the disk named after it (`event::form`: event/views/form.edge) */
const RESOURCE_FOLDERS = app.makePath('app/admin/resources')
for (const folder of readdirSync(RESOURCE_FOLDERS, { withFileTypes: true })) {
  const views = join(RESOURCE_FOLDERS, folder.name, 'views')
  if (folder.isDirectory() && existsSync(views)) edge.mount(folder.name, views)
}

/* the navigation's link to each resource content staff edit, from the registry (`path`: the page's) */
edge.global('resourceLinks', (path: string) =>
  Object.values(ADMIN_RESOURCES)
    .filter((resource) => resource.right === 'content')
    .map((resource) => ({
      label: resource.plural,
      key: resource.shortcut,
      href: router.makeUrl(routesOf(resource).index),
      active: path.startsWith(`/admin/${resource.path}`),
    }))
)
