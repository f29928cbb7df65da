import type { HttpContext } from '@adonisjs/core/http'
import { dashboardFigures } from '#services/admin/dashboard'

export default class DashboardController {
  async show({ view }: HttpContext) {
    return view.render('admin/dashboard', { figures: await dashboardFigures() })
  }
}
