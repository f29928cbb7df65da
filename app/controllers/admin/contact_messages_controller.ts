import type { HttpContext } from '@adonisjs/core/http'
import {
  findContactMessage,
  listContactMessages,
  MESSAGE_FILTERS,
  messageExport,
} from '#services/admin/submissions'
import { listQuery, sendDatedCsv, zoneOf } from '#controllers/admin/support'

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
    const { filter, q } = await listQuery(ctx)
    const table = await messageExport({ status: filter, q }, zoneOf(ctx))
    return sendDatedCsv(ctx, 'contact-messages', table)
  }
}
