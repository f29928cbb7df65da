import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { latestEventChange, UNDO_WINDOW_SECONDS } from '#services/admin/event_undo'

/** After a one-click change: the next page offers "Undo" (components/admin/undo.edge). */
export async function offerUndo(ctx: HttpContext, eventId: string) {
  const entry = await latestEventChange(eventId)
  if (!entry) return
  ctx.session.flash('undo', {
    action: router.makeUrl('admin.events.undo', { id: eventId }),
    entry,
    seconds: Math.min(UNDO_WINDOW_SECONDS, 15),
  })
}
