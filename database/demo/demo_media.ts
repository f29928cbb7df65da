/*
| The demo pictures as pictures of the media library, with alt text (they
| are drawn by the project, so it knows what they show): one record per
| picture, reused by every demo record showing the same drawing.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { eventTypeLabel } from '#presenters/labels'
import type { EventType } from '#schemas/enums'

const DEMO_CREDIT = 'Drawing made for the demo'

/** The id of the library's picture with `hash`, made with `alt` when there is none yet. */
async function mediaIdOf(trx: TransactionClientContract, hash: string, alt: string) {
  const existing = await trx.from('media').where('hash', hash).select('id').first()
  if (existing) return existing.id as number
  const [row] = await trx.table('media').insert({ hash, alt, credit: DEMO_CREDIT }).returning('id')
  return (row as { id: number }).id
}

export function demoCityMedia(trx: TransactionClientContract, hash: string, cityName: string) {
  return mediaIdOf(trx, hash, `Drawing of the ${cityName} skyline`)
}

export function demoEventMedia(trx: TransactionClientContract, hash: string, type: EventType) {
  return mediaIdOf(trx, hash, `${eventTypeLabel(type)}: a drawing made for the demo`)
}
