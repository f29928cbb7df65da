import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { changeListener } from '#services/read_cache/catalog_cache'

/**
 * Waits until this process's listener has seen every change committed so
 * far: notifications arrive in commit order, so a marker sent now comes last.
 */
export async function changesDelivered() {
  const marker = `sync-${randomUUID().slice(0, 8)}`
  const seen = new Promise<void>((resolve) => {
    const unsubscribe = changeListener.onChange((table) => {
      if (table !== marker) return
      unsubscribe()
      resolve()
    })
  })
  await db.rawQuery('SELECT pg_notify(?, ?)', ['content_changes', marker])
  await seen
}
