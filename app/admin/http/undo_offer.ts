import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { latestEventChange, UNDO_WINDOW_SECONDS } from '#admin/resources/event/undo'
import { undoAllowed } from '#admin/engine/undo_changes'

/** After a one-click change: the next page offers "Undo" (components/admin/undo.edge). */
export async function offerUndo(ctx: HttpContext, eventId: string) {
  const entry = await latestEventChange(eventId)
  if (!entry) return
  ctx.session.flash('undo', {
    action: router.makeUrl('admin.events.undo', { id: eventId }),
    entry,
    entries: [entry],
    field: 'entry',
    seconds: Math.min(UNDO_WINDOW_SECONDS, 15),
  })
}

/**
 * After a bulk change or a delete: "Undo" of these history entries in the
 * next page's banner, unless the publication gate would refuse it (under
 * review, an editor's undo of taking records offline would publish them).
 */
export async function offerUndoOf(ctx: HttpContext, entries: (number | null)[]) {
  const ids = entries.filter((id): id is number => typeof id === 'number')
  if (!ids.length) return
  if (!(await undoAllowed(ctx.auth.use('web').getUserOrFail().role, ids))) return
  ctx.session.flash('undo', {
    action: router.makeUrl('admin.undo'),
    entries: ids,
    field: 'entries[]',
    seconds: 15,
  })
}
