import type { HttpContext } from '@adonisjs/core/http'
import { dashboardFigures } from '#services/admin/dashboard'
import { visibleHistoryEntities } from '#controllers/admin/support'
import { actionWord, entryAuthor, entryTitle } from '#services/admin/audit_history'

export default class DashboardController {
  async show(ctx: HttpContext) {
    const entities = await visibleHistoryEntities(ctx)
    const figures = await dashboardFigures(Object.keys(entities))
    const recent = figures.recent.map((entry) => ({
      entry,
      kind: (entities as Record<string, string>)[entry.entityType] ?? 'Record',
      title: entryTitle(entry),
      author: entryAuthor(entry),
      action: actionWord(entry),
    }))
    return ctx.view.render('admin/dashboard', { figures, recent })
  }

  async notFound({ response, view }: HttpContext) {
    return response.status(404).send(await view.render('admin/not_found'))
  }
}
