/*
| A record's form page (new and edit): its values (or what was typed before
| a failed submit), its version for the conflict page, its review panel and
| picture card, the ticket that keeps it across an expired session.
*/
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { routesOf, type AdminResource } from '#admin/engine/admin_resource'
import { versionOfRow } from '#admin/engine/record_versions'
import { restoredValues } from '#admin/engine/restored_values'
import { picturePanel } from '#admin/engine/record_images'
import { isReviewable, reviewPanel } from '#admin/workflow/reviews'
import { mayPublish } from '#admin/staff/publication_gate'
import { reviewDrafts } from '#admin/staff/abilities'
import { resumeTicketFor } from '#admin/staff/parked_forms'
import { formState, zoneOf } from '#admin/http/staff_request'
import { validatorLimits } from '#admin/engine/validator_limits'
import { formPictureValidator } from '#admin/validators/media'

/** What a resource's own page adds to the form page (its version number when not the record's). */
export type FormPageExtra = { versionNumber?: number; [key: string]: unknown }

const idOf = (row: object) => (row as { id: string | number }).id

/** The record's comments and review state, and what the signed-in person may do there. */
async function reviewOf(ctx: HttpContext, resource: AdminResource, id: string | number) {
  return {
    ...(await reviewPanel(resource.entity, id)),
    entity: resource.entity,
    reviewable: isReviewable(resource),
    canDecide: await ctx.bouncer.allows(reviewDrafts),
  }
}

/**
 * The version the form is based on and its values then (`_base`, for the
 * conflict page); after a failed submit, those the first form carried.
 */
function versionFields(
  shown: Record<string, unknown>,
  row: object,
  values: object,
  number?: number
) {
  return {
    number: shown._version ?? number ?? versionOfRow(row as never),
    base: shown._base ?? JSON.stringify(values),
  }
}

export async function renderRecordForm(
  ctx: HttpContext,
  resource: AdminResource,
  row: object | null,
  values: object,
  extra: FormPageExtra = {}
) {
  const rowKeys = resource.children.map((child) => child.key)
  const formPath = row
    ? router.makeUrl(routesOf(resource).update, { id: idOf(row) })
    : router.makeUrl(routesOf(resource).store)
  const user = ctx.auth.use('web').getUserOrFail()
  const ticket = resumeTicketFor(user, formPath, ctx.session.sessionId)
  const choices = await resource.form.choices?.()
  const form = formState(ctx, values, rowKeys)
  return ctx.view.render(resource.form.view ?? 'admin/resource_form', {
    resource,
    routes: routesOf(resource),
    choices,
    id: row ? idOf(row) : null,
    title: row ? resource.titleOf(row as never) : undefined,
    record: row,
    form,
    staffZone: zoneOf(ctx),
    /* the form saved after the session ended is kept (app/admin/staff/parked_forms.ts) */
    resumeQuery: new URLSearchParams({ _resume: ticket }).toString(),
    version: row ? versionFields(form.values, row, values, extra.versionNumber) : null,
    review: row ? await reviewOf(ctx, resource, idOf(row)) : null,
    /* under review (STAFF_REVIEW=editors) the form offers drafts and "Submit for review" only */
    mayPublish: mayPublish(user.role),
    /* a parked form's values, each beside the saved one: restored, not saved (parked_forms.ts) */
    restored: ctx.session.flashMessages.has('resumed')
      ? await restoredValues(resource, values as Record<string, unknown>, form.values)
      : [],
    picture: await picturePanel(row as { mediaId?: number | null } | null),
    /* the picture card's inputs take their maxlength from its validator */
    pictureLimits: validatorLimits(formPictureValidator).fields,
    ...choices,
    ...extra,
  })
}
