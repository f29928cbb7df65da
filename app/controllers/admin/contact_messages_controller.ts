import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import {
  findContactMessage,
  listContactMessages,
  MESSAGE_FILTERS,
  messageCsvColumns,
  messageExportRows,
} from '#services/admin/submissions'
import { toCsv } from '#services/admin/csv_export'
import { listQuery, sendCsv, zoneOf } from '#controllers/admin/support'

export default class ContactMessagesController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const list = await listContactMessages({
      status: search.filter,
      q: search.q,
      page: search.page,
    })
    return ctx.view.render('admin/messages/index', { search, list, filters: MESSAGE_FILTERS })
  }

  async show({ params, view }: HttpContext) {
    return view.render('admin/messages/show', { message: await findContactMessage(params.id) })
  }

  async export(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const zone = zoneOf(ctx)
    const rows = await messageExportRows({ status: search.filter, q: search.q }, zone)
    const filename = `contact-messages-${DateTime.now().toFormat('yyyy-MM-dd')}.csv`
    return sendCsv(ctx, filename, toCsv(messageCsvColumns(zone), rows))
  }
}
