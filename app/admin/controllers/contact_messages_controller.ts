import { deliveryProblem, deliveryStatusWords } from '#presenters/delivery_problem'
import { resendContactMessage } from '#services/contact/contact_service'
import type { HttpContext } from '@adonisjs/core/http'
import {
  findContactMessage,
  listContactMessages,
  MESSAGE_FILTERS,
  messageExport,
} from '#admin/workflow/submissions'
import { listQuery, sendDatedCsv, zoneOf } from '#admin/http/staff_request'

export default class ContactMessagesController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const list = await listContactMessages({
      status: search.filter,
      q: search.q,
      page: search.page,
    })
    return ctx.view.render('admin/messages/index', {
      search,
      list,
      filters: MESSAGE_FILTERS,
      deliveryProblem,
      deliveryStatusWords,
    })
  }

  async show({ params, view }: HttpContext) {
    const message = await findContactMessage(params.id)
    return view.render('admin/messages/show', {
      message,
      problem: deliveryProblem(message.deliveryStatus, message.deliveryError),
      statusWords: deliveryStatusWords(message.deliveryStatus),
    })
  }

  /** "Resend": the stored message's e-mail to the team, once more. */
  async resend(ctx: HttpContext) {
    const message = await findContactMessage(ctx.params.id)
    const outcome = await resendContactMessage(message)
    if (outcome.sent) ctx.session.flash('success', 'The message was e-mailed to the team.')
    else
      ctx.session.flash(
        'failure',
        deliveryProblem(outcome.problem, message.deliveryError) ?? 'Not e-mailed.'
      )
    return ctx.response.redirect().toRoute('admin.messages.show', { id: message.id })
  }

  async export(ctx: HttpContext) {
    const { filter, q } = await listQuery(ctx)
    const table = await messageExport({ status: filter, q }, zoneOf(ctx))
    return sendDatedCsv(ctx, 'contact-messages', table)
  }
}
