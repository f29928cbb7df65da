import type { HttpContext } from '@adonisjs/core/http'
import { listWaitlistEntries, waitlistExport, waitlistSummary } from '#admin/workflow/submissions'
import { listQuery, sendDatedCsv, zoneOf } from '#admin/http/staff_request'

export default class WaitlistsController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const filter = { eventId: search.filter, q: search.q, page: search.page }
    const summary = await waitlistSummary()
    const entries = await listWaitlistEntries(filter)
    return ctx.view.render('admin/waitlists/index', { search, summary, entries })
  }

  async export(ctx: HttpContext) {
    const { filter, q } = await listQuery(ctx)
    const table = await waitlistExport({ eventId: filter, q }, zoneOf(ctx))
    return sendDatedCsv(ctx, `waitlist-${filter ?? 'all'}`, table)
  }
}
