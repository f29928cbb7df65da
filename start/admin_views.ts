/* Helpers every admin template may use, and each admin resource's own views. */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import edge from 'edge.js'
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
