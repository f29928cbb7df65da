/* The events pages: the generic resource pages plus the list's one-click quick actions. */
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { ticketStatusValidator } from '#admin/resources/event/validator'
import { changeEventState, EventChangeRefused } from '#admin/resources/event/resource'
import { redirectBack, staffActor, zoneOf } from '#admin/http/staff_request'
import { readVersion, StaleVersion } from '#admin/engine/record_versions'
import { staleNotice } from '#admin/engine/stale_notice'
import { findRecord } from '#admin/engine/resource_records'
import { offerUndo } from '#admin/http/undo_offer'
import ResourcesController from '#admin/controllers/resources_controller'

export default class EventsController extends ResourcesController {
  /** Quick action of the events list: set the ticket status in one click. */
  async setTicketStatus(ctx: HttpContext) {
    const { ticket_status: status } = await ctx.request.validateUsing(ticketStatusValidator)
    return this.quickChange(
      ctx,
      { ticketStatus: status },
      `tickets are now "${status.replace('_', ' ')}"`
    )
  }

  async markSoldOut(ctx: HttpContext) {
    return this.quickChange(ctx, { soldOut: true }, 'every ticket round is sold out')
  }

  async backOnSale(ctx: HttpContext) {
    return this.quickChange(ctx, { soldOut: false }, 'every ticket round is back on sale')
  }

  async closeWaitlist(ctx: HttpContext) {
    return this.quickChange(ctx, { waitlistOpen: false }, 'the waiting list is closed')
  }

  async openWaitlist(ctx: HttpContext) {
    return this.quickChange(ctx, { waitlistOpen: true }, 'the waiting list is open')
  }

  private async quickChange(
    ctx: HttpContext,
    change: Parameters<typeof changeEventState>[2],
    outcome: string
  ) {
    const expected = readVersion(ctx.request.input('_version'))
    try {
      const event = await changeEventState(staffActor(ctx), ctx.params.id, change, expected)
      ctx.session.flash('success', `${event.name}: ${outcome}.`)
      await offerUndo(ctx, event.id)
    } catch (error) {
      ctx.session.flash('failure', await this.refusal(ctx, error))
    }
    return redirectBack(ctx, router.makeUrl('admin.events.index'))
  }

  /** Why a quick change was refused, in staff's words. */
  private async refusal(ctx: HttpContext, error: unknown) {
    if (error instanceof EventChangeRefused) return error.message
    if (!(error instanceof StaleVersion)) throw error
    const resource = this.resourceOf(ctx)
    const event = await findRecord(resource, ctx.params.id)
    return staleNotice(resource, resource.titleOf(event), error, zoneOf(ctx))
  }
}
