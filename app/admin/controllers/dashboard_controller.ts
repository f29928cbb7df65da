import type { HttpContext } from '@adonisjs/core/http'
import { dashboardFigures } from '#admin/workflow/dashboard'
import { waitingFor } from '#admin/workflow/reviews'
import { editContent, reviewDrafts } from '#admin/staff/abilities'
import { editUrlOf } from '#admin/http/record_links'
import { visibleHistoryEntities } from '#admin/http/staff_request'
import { actionWord, entryAuthor, entryTitle } from '#admin/engine/audit_history'

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
    const user = ctx.auth.use('web').getUserOrFail()
    const mayEdit = await ctx.bouncer.allows(editContent)
    const waiting = mayEdit ? await waitingFor(user, await ctx.bouncer.allows(reviewDrafts)) : null
    return ctx.view.render('admin/dashboard', { figures, recent, waiting, editUrl: editUrlOf })
  }

  async notFound({ response, view }: HttpContext) {
    return response.status(404).send(await view.render('admin/not_found'))
  }
}
