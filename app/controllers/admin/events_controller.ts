import type { HttpContext } from '@adonisjs/core/http'
import { savedNotice } from '#presenters/publication_notice'
import { staffZone } from '#services/admin/publication_form'
import router from '@adonisjs/core/services/router'
import {
  createEventValidator,
  ticketStatusValidator,
  updateEventValidator,
} from '#validators/admin/event'
import {
  changeEventState,
  createEvent,
  deleteEvent,
  EventChangeRefused,
  eventDeletionImpact,
  eventFormValues,
  findEvent,
  listEvents,
  updateEvent,
} from '#services/admin/event_admin'
import { cityChoices } from '#services/admin/city_admin'
import { bulkActionChoices } from '#controllers/admin/bulk_choices'
import { formState, listQuery, redirectBack, staffActor } from '#controllers/admin/support'
import { EVENT_TYPES, TICKET_STATUSES } from '#schemas/enums'
import { ticketStatus } from '#lib/event_state'

const NEW_EVENT = {
  ticket_status: 'coming_soon',
  publication: 'draft',
  ticket_options: [{ name: 'Early bird', price: null, currency: 'EUR' }],
}

export default class EventsController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const list = await listEvents(search)
    /* what the public surfaces show now, derived from the clock (may differ from what staff set) */
    const shownStatus = Object.fromEntries(
      list.rows.map((event) => [event.id, ticketStatus(event)])
    )
    return ctx.view.render('admin/events/index', {
      search,
      bulkActions: bulkActionChoices('events'),
      list,
      shownStatus,
      eventTypes: EVENT_TYPES,
      ticketStatuses: TICKET_STATUSES,
    })
  }

  async create(ctx: HttpContext) {
    return this.renderForm(ctx, null, NEW_EVENT)
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createEventValidator)
    const event = await createEvent(staffActor(ctx), input)
    ctx.session.flash('success', `${event.name} was created.`)
    return ctx.response.redirect().toRoute('admin.events.edit', { id: event.id })
  }

  async edit(ctx: HttpContext) {
    const event = await findEvent(ctx.params.id)
    return this.renderForm(ctx, event.id, eventFormValues(event), event.name, event)
  }

  async update(ctx: HttpContext) {
    const event = await findEvent(ctx.params.id)
    const input = await ctx.request.validateUsing(updateEventValidator)
    const saved = await updateEvent(staffActor(ctx), event.id, input)
    ctx.session.flash('success', savedNotice(saved.name, saved))
    return ctx.response.redirect().toRoute('admin.events.edit', { id: event.id })
  }

  /** Quick action of the events list: set the ticket status in one click. */
  async setTicketStatus(ctx: HttpContext) {
    const { ticket_status: status } = await ctx.request.validateUsing(ticketStatusValidator)
    return this.quickChange(
      ctx,
      { ticketStatus: status },
      `tickets are now "${status.replace('_', ' ')}"`
    )
  }

  async closeWaitlist(ctx: HttpContext) {
    return this.quickChange(ctx, { waitlistOpen: false }, 'the waiting list is closed')
  }

  async openWaitlist(ctx: HttpContext) {
    return this.quickChange(ctx, { waitlistOpen: true }, 'the waiting list is open')
  }

  async confirmDestroy({ params, view }: HttpContext) {
    const event = await findEvent(params.id)
    return view.render('admin/confirm_delete', {
      kind: 'event',
      title: event.name,
      impact: await eventDeletionImpact(event),
      actionUrl: router.makeUrl('admin.events.destroy', { id: event.id }),
      cancelUrl: router.makeUrl('admin.events.edit', { id: event.id }),
    })
  }

  async destroy(ctx: HttpContext) {
    const event = await deleteEvent(staffActor(ctx), ctx.params.id)
    ctx.session.flash('success', `${event.name} was deleted.`)
    return ctx.response.redirect().toRoute('admin.events.index')
  }

  private async quickChange(
    ctx: HttpContext,
    change: Parameters<typeof changeEventState>[2],
    outcome: string
  ) {
    try {
      const event = await changeEventState(staffActor(ctx), ctx.params.id, change)
      ctx.session.flash('success', `${event.name}: ${outcome}.`)
    } catch (error) {
      if (!(error instanceof EventChangeRefused)) throw error
      ctx.session.flash('failure', error.message)
    }
    return redirectBack(ctx, router.makeUrl('admin.events.index'))
  }

  private async renderForm(
    ctx: HttpContext,
    id: string | null,
    values: object,
    title?: string,
    record?: object
  ) {
    return ctx.view.render('admin/events/form', {
      id,
      title,
      record: record ?? null,
      staffZone: staffZone(),
      form: formState(ctx, values, ['ticket_options']),
      cities: await cityChoices(),
      eventTypes: EVENT_TYPES,
      ticketStatuses: TICKET_STATUSES,
      timezones: Intl.supportedValuesOf('timeZone'),
    })
  }
}
