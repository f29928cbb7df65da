/* Helpers every admin template may use. */
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
