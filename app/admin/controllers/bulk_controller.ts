import { validatorLimits } from '#admin/engine/validator_limits'
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { BULK_ACTIONS, bulkValidator, type BulkInput } from '#admin/validators/bulk'
import {
  bulkActionsFor,
  bulkTargets,
  type BulkResource,
  type BulkTarget,
} from '#admin/engine/bulk_actions'
import {
  BULK_EDIT_FIELDS,
  bulkEditValidator,
  type BulkEditInput,
} from '#admin/validators/bulk_edit'
import { editedFieldsLabel } from '#admin/resources/event/bulk_edit'
import { EVENT_TYPES, TICKET_STATUSES } from '#schemas/enums'
import { readListParams } from '#admin/engine/resource_lists'
import type { AdminResource } from '#admin/engine/admin_resource'
import { boundResource, staffActor, zoneOf } from '#admin/http/staff_request'
import { seenVersions } from '#admin/engine/bulk_actions'
import { StaleVersion } from '#admin/engine/record_versions'
import { staleNotice } from '#admin/engine/stale_notice'
import { offerUndoOf } from '#admin/http/undo_offer'
import { allowed, unexpected } from '#admin/http/action_failures'
import { bulkChange } from '#admin/actions/bulk'
import type { ActionFailure } from '#admin/actions/gate'

/** The list a bulk route belongs to (/admin/<path>/bulk), by its path. */
const resourceOf = (ctx: HttpContext): BulkResource => boundResource(ctx).path

/** The list's URL with the search and filters the selection was made on. */
function listUrl(type: BulkResource, input: BulkInput) {
  const query = new URLSearchParams(input.list_query ?? '').toString()
  return router.makeUrl(`admin.${type}.index`) + (query ? `?${query}` : '')
}

/** The chosen ids, or every record matching the list's search and filters (null: a wrong filter). */
async function selectionOf(resource: AdminResource, input: BulkInput) {
  const ids = input.ids ?? []
  if (!input.all_matching) return { ids }
  const listQuery = Object.fromEntries(new URLSearchParams(input.list_query ?? ''))
  const read = await readListParams(resource, {
    q: input.q,
    filter: input.filter,
    ...listQuery,
  })
  return read.ok ? { ids, allMatching: read.params } : null
}

function describe(input: BulkInput, fields?: BulkEditInput) {
  if (input.action === 'ticket_status')
    return `Set the ticket status to “${input.ticket_status!.replace('_', ' ')}”`
  if (input.action === 'edit_fields')
    return fields ? `Change ${editedFieldsLabel(fields)}` : 'Edit fields'
  return BULK_ACTIONS[input.action]
}

/** "Edit fields": the fields' form over the chosen records (again with what to fix: 422). */
function renderFieldsForm(
  ctx: HttpContext,
  props: { type: BulkResource; input: BulkInput; targets: BulkTarget[]; indexUrl: string },
  fieldErrors: Record<string, string[]> = {}
) {
  if (Object.keys(fieldErrors).length > 0) ctx.response.status(422)
  return ctx.view.render('admin/bulk_edit', {
    ...props,
    values: ctx.request.only(['change', ...Object.keys(BULK_EDIT_FIELDS), 'round']),
    fields: BULK_EDIT_FIELDS,
    fieldErrors,
    limits: validatorLimits(bulkEditValidator).fields,
    eventTypes: EVENT_TYPES,
    ticketStatuses: TICKET_STATUSES,
    applyUrl: router.makeUrl(`admin.${props.type}.bulk.apply`),
    cancelUrl: props.indexUrl,
  })
}

/** The fields' values, or what to fix (field → messages). */
async function editedFields(
  ctx: HttpContext
): Promise<{ fields?: BulkEditInput; fieldErrors?: Record<string, string[]> }> {
  const [error, fields] = await bulkEditValidator.tryValidate(ctx.request.all())
  if (!error) return { fields }
  const fieldErrors: Record<string, string[]> = {}
  for (const { field, message } of (error as unknown as { messages: ErrorMessage[] }).messages)
    (fieldErrors[field.split('.')[0]] ??= []).push(message)
  return { fieldErrors }
}

interface ErrorMessage {
  field: string
  message: string
}

/** Why a bulk change was refused (nothing changed), in staff's words. */
async function refusalOf(ctx: HttpContext, type: BulkResource, failure: ActionFailure) {
  const reason = allowed(failure)
  if (reason.kind === 'refused') return reason.message
  if (reason.kind === 'publishing')
    return `${reason.message} None of the chosen records was changed.`
  if (reason.kind !== 'stale') throw unexpected(reason)
  const [target] = await bulkTargets(type, { ids: [reason.error.id] }, zoneOf(ctx))
  const resource = boundResource(ctx)
  const notice = await staleNotice(
    resource,
    target?.title ?? reason.error.id,
    reason.error,
    zoneOf(ctx)
  )
  return notice.replace('Nothing was changed', 'None of the chosen records was changed')
}

/** The bulk form of a list: refused when the list offers no such action or the staff member may not use it. */
async function bulkRequest(ctx: HttpContext) {
  const type = resourceOf(ctx)
  const input = await ctx.request.validateUsing(bulkValidator)
  const indexUrl = listUrl(type, input)
  const refused = !bulkActionsFor(type).includes(input.action)
  return { type, input, indexUrl, refused }
}

/** Step 1: a confirmation that says how many records and which. Step 2: apply. */
export default class BulkController {
  async confirm(ctx: HttpContext) {
    const { type, input, indexUrl, refused } = await bulkRequest(ctx)
    if (refused) return ctx.response.redirect(indexUrl)
    const selection = await selectionOf(boundResource(ctx), input)
    const targets = selection ? await bulkTargets(type, selection, zoneOf(ctx)) : []
    if (targets.length === 0) {
      ctx.session.flash('failure', 'Choose at least one record for a bulk action.')
      return ctx.response.redirect(indexUrl)
    }
    if (input.action === 'edit_fields')
      return renderFieldsForm(ctx, { type, input, targets, indexUrl })
    const seen = seenVersions(input.seen)
    const changedSince = targets.filter(
      (target) => seen.has(target.id) && seen.get(target.id) !== target.version
    )
    return ctx.view.render('admin/bulk_confirm', {
      type,
      input,
      targets,
      changedSince: await Promise.all(
        changedSince.map((target) =>
          staleNotice(
            boundResource(ctx),
            target.title,
            new StaleVersion(target.id, seen.get(target.id)!, target.version),
            zoneOf(ctx)
          )
        )
      ),
      description: describe(input),
      applyUrl: router.makeUrl(`admin.${type}.bulk.apply`),
      cancelUrl: indexUrl,
    })
  }

  async apply(ctx: HttpContext) {
    const { type, input, indexUrl, refused } = await bulkRequest(ctx)
    if (refused) return ctx.response.redirect(indexUrl)
    const edit = input.action === 'edit_fields' ? await editedFields(ctx) : {}
    if (edit.fieldErrors) {
      const targets = await bulkTargets(type, { ids: input.ids ?? [] }, zoneOf(ctx))
      return renderFieldsForm(ctx, { type, input, targets, indexUrl }, edit.fieldErrors)
    }
    const change = { action: input.action, ticketStatus: input.ticket_status, fields: edit.fields }
    const ids = input.ids ?? []
    const done = await bulkChange(staffActor(ctx), type, ids, change, seenVersions(input.seen))
    if (done.ok) {
      const count = done.value.length
      ctx.session.flash(
        'success',
        `${describe(input, edit.fields)}: done for ${count} record${count === 1 ? '' : 's'}.`
      )
      await offerUndoOf(ctx, done.value)
    } else {
      ctx.session.flash('failure', await refusalOf(ctx, type, done.failure))
      /* the list shows the same rows ticked and the same action chosen */
      ctx.session.flash('bulkKept', {
        ids,
        action: input.action,
        ticket_status: input.ticket_status ?? '',
      })
    }
    return ctx.response.redirect(indexUrl)
  }
}
