import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import {
  listWaitlistEntries,
  waitlistCsvColumns,
  waitlistExportRows,
  waitlistSummary,
} from '#services/admin/submissions'
import { toCsv } from '#services/admin/csv_export'
import { listQuery, sendCsv, zoneOf } from '#controllers/admin/support'

export default class WaitlistsController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const filter = { eventId: search.filter, q: search.q, page: search.page }
    const summary = await waitlistSummary()
    const entries = await listWaitlistEntries(filter)
    return ctx.view.render('admin/waitlists/index', { search, summary, entries })
  }

  async export(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const zone = zoneOf(ctx)
    const rows = await waitlistExportRows({ eventId: search.filter, q: search.q }, zone)
    const scope = search.filter ?? 'all'
    const filename = `waitlist-${scope}-${DateTime.now().toFormat('yyyy-MM-dd')}.csv`
    return sendCsv(ctx, filename, toCsv(waitlistCsvColumns(zone), rows))
  }
}
