/*
| Review before publish and comments (issue #27): submit a draft, approve or
| send it back (reviewers), comment on any record, and the queue of what
| waits for the signed-in person.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { reviewDrafts } from '#admin/staff/abilities'
import { editUrlOf } from '#admin/http/record_links'
import { waitingFor } from '#admin/workflow/reviews'
import { allowed, unexpected } from '#admin/http/action_failures'
import type { ActionResult } from '#admin/actions/gate'
import { approveDraft, commentOnRecord, sendDraftBack, submitDraft } from '#admin/actions/review'
import {
  commentValidator,
  reviewNoteValidator,
  reviewSubmitValidator,
} from '#admin/validators/review'
import { staffActor, zoneOf } from '#admin/http/staff_request'
import { fromLocalInput } from '#admin/engine/local_time'
import { staffDateTime } from '#presenters/staff_time'
import type { AuditedEntity } from '#admin/staff/audit_trail'

export default class ReviewsController {
  async index(ctx: HttpContext) {
    const user = ctx.auth.use('web').getUserOrFail()
    const waiting = await waitingFor(user, await ctx.bouncer.allows(reviewDrafts))
    return ctx.view.render('admin/reviews', { waiting, editUrl: editUrlOf })
  }

  async submit(ctx: HttpContext) {
    const { entity, id } = this.recordOf(ctx)
    const input = await ctx.request.validateUsing(reviewSubmitValidator, {
      meta: { zone: zoneOf(ctx) },
    } as never)
    const wished = fromLocalInput(input.wished_publish_at, zoneOf(ctx))
    const submitted = await submitDraft(staffActor(ctx), entity, id, input.comment, wished)
    if (submitted.ok) {
      const when = wished ? ` to publish at ${staffDateTime(wished, zoneOf(ctx))}` : ''
      ctx.session.flash(
        'success',
        `Sent for review${when}: an admin approves it or sends it back with a comment.`
      )
    } else ctx.session.flash('failure', this.refusalOf(submitted))
    return ctx.response.redirect(`${editUrlOf(entity, id)}#review`)
  }

  async comment(ctx: HttpContext) {
    const { entity, id } = this.recordOf(ctx)
    const { comment } = await ctx.request.validateUsing(commentValidator)
    const added = await commentOnRecord(staffActor(ctx), entity, id, comment)
    if (!added.ok) throw unexpected(added.failure)
    ctx.session.flash('success', 'Your comment was added.')
    return ctx.response.redirect(`${editUrlOf(entity, id)}#comments`)
  }

  async approve(ctx: HttpContext) {
    const { comment } = await ctx.request.validateUsing(reviewNoteValidator)
    const approved = await approveDraft(staffActor(ctx), this.requestId(ctx), comment)
    const scheduledAt = approved.ok ? approved.value.scheduledAt : null
    return this.decided(ctx, approved, (title) =>
      scheduledAt
        ? `${title} was approved and is scheduled: public from ${staffDateTime(scheduledAt, zoneOf(ctx))}.`
        : `${title} was approved and is published.`
    )
  }

  async sendBack(ctx: HttpContext) {
    const { comment } = await ctx.request.validateUsing(commentValidator)
    const sentBack = await sendDraftBack(staffActor(ctx), this.requestId(ctx), comment)
    return this.decided(ctx, sentBack, (title) => `${title} was sent back with your comment.`)
  }

  /** After a decision: the record's page with the notice, or the queue with the refusal. */
  private decided(
    ctx: HttpContext,
    result: ActionResult<{ request: { entityType: string; entityId: string }; title: string }>,
    notice: (title: string) => string
  ) {
    if (!result.ok) {
      ctx.session.flash('failure', this.refusalOf(result))
      return ctx.response.redirect().toRoute('admin.reviews.index')
    }
    const { request, title } = result.value
    ctx.session.flash('success', notice(title))
    return ctx.response.redirect(editUrlOf(request.entityType as AuditedEntity, request.entityId))
  }

  /** A review step's refusal, in staff's words (the review's own, or the publication's). */
  private refusalOf(result: ActionResult<unknown> & { ok: false }) {
    const reason = allowed(result.failure)
    if (reason.kind === 'refused' || reason.kind === 'publishing') return reason.message
    throw unexpected(reason)
  }

  /** The route admits only record kinds (`:type` matches AUDITED_ENTITIES). */
  private recordOf(ctx: HttpContext): { entity: AuditedEntity; id: string } {
    return { entity: ctx.params.type as AuditedEntity, id: String(ctx.params.id) }
  }

  private requestId(ctx: HttpContext) {
    return Number(ctx.params.id)
  }
}
