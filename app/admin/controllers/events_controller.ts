/* The events pages: the generic resource pages plus the list's one-click quick actions. */
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { ticketStatusValidator } from '#admin/resources/event/validator'
import { redirectBack, staffActor, zoneOf } from '#admin/http/staff_request'
import { readVersion } from '#admin/engine/record_versions'
import { staleNotice } from '#admin/engine/stale_notice'
import { findRecord } from '#admin/engine/resource_records'
import { offerUndo } from '#admin/http/undo_offer'
import { allowed, unexpected } from '#admin/http/action_failures'
import { quickEventChange, type QuickChange } from '#admin/actions/bulk'
import type { ActionFailure } from '#admin/actions/gate'
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

  private async quickChange(ctx: HttpContext, change: QuickChange, outcome: string) {
    const expected = readVersion(ctx.request.input('_version'))
    const changed = await quickEventChange(staffActor(ctx), ctx.params.id, change, expected)
    if (changed.ok) {
      ctx.session.flash('success', `${changed.value.name}: ${outcome}.`)
      await offerUndo(ctx, changed.value.id)
    } else {
      ctx.session.flash('failure', await this.refusal(ctx, changed.failure))
    }
    return redirectBack(ctx, router.makeUrl('admin.events.index'))
  }

  /** Why a quick change was refused, in staff's words. */
  private async refusal(ctx: HttpContext, failure: ActionFailure) {
    const reason = allowed(failure)
    if (reason.kind === 'refused' || reason.kind === 'publishing') return reason.message
    if (reason.kind !== 'stale') throw unexpected(reason)
    const resource = this.resourceOf(ctx)
    const event = await findRecord(resource, ctx.params.id)
    return staleNotice(resource, resource.titleOf(event), reason.error, zoneOf(ctx))
  }
}
