import type { HttpContext } from '@adonisjs/core/http'
import { dashboardFigures } from '#services/admin/dashboard'
import { visibleHistoryEntities } from '#controllers/admin/support'

export default class DashboardController {
  async show(ctx: HttpContext) {
    const entities = await visibleHistoryEntities(ctx)
    const figures = await dashboardFigures(Object.keys(entities))
    return ctx.view.render('admin/dashboard', { figures })
  }

  async notFound({ response, view }: HttpContext) {
    return response.status(404).send(await view.render('admin/not_found'))
  }
}
