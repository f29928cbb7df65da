import type { HttpContext } from '@adonisjs/core/http'
import { dashboardFigures } from '#services/admin/dashboard'

export default class DashboardController {
  async show({ view }: HttpContext) {
    return view.render('admin/dashboard', { figures: await dashboardFigures() })
  }

  async notFound({ response, view }: HttpContext) {
    return response.status(404).send(await view.render('admin/not_found'))
  }
}
