/*
| Review before publish and comments (issue #27): submit a draft, approve or
| send it back (reviewers), comment on any record, and the queue of what
| waits for the signed-in person.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { isAltRefusal, PUBLISHING_NEEDS_ALT } from '#admin/media/media_library'
import { reviewDrafts } from '#admin/staff/abilities'
import { editUrlOf } from '#admin/http/record_links'
import {
  approveReview,
  commentOn,
  ReviewRefused,
  sendBackReview,
  submitForReview,
  waitingFor,
} from '#admin/workflow/reviews'
import { commentValidator, reviewNoteValidator } from '#admin/validators/review'
import { staffActor } from '#admin/http/staff_request'
import type { AuditedEntity } from '#admin/staff/audit_trail'

export default class ReviewsController {
  async index(ctx: HttpContext) {
    const user = ctx.auth.use('web').getUserOrFail()
    const waiting = await waitingFor(user, await ctx.bouncer.allows(reviewDrafts))
    return ctx.view.render('admin/reviews', { waiting, editUrl: editUrlOf })
  }

  async submit(ctx: HttpContext) {
    const { entity, id } = this.recordOf(ctx)
    const { comment } = await ctx.request.validateUsing(reviewNoteValidator)
    return this.step(ctx, entity, id, async () => {
      await submitForReview(staffActor(ctx), entity, id, comment)
      return 'Sent for review: an admin approves it or sends it back with a comment.'
    })
  }

  async comment(ctx: HttpContext) {
    const { entity, id } = this.recordOf(ctx)
    const { comment } = await ctx.request.validateUsing(commentValidator)
    await commentOn(staffActor(ctx), entity, id, comment)
    ctx.session.flash('success', 'Your comment was added.')
    return ctx.response.redirect(`${editUrlOf(entity, id)}#comments`)
  }

  async approve(ctx: HttpContext) {
    const { comment } = await ctx.request.validateUsing(reviewNoteValidator)
    return this.decide(ctx, async () => {
      const { request, title } = await approveReview(staffActor(ctx), this.requestId(ctx), comment)
      return { request, notice: `${title} was approved and is published.` }
    })
  }

  async sendBack(ctx: HttpContext) {
    const { comment } = await ctx.request.validateUsing(commentValidator)
    return this.decide(ctx, async () => {
      const { request, title } = await sendBackReview(staffActor(ctx), this.requestId(ctx), comment)
      return { request, notice: `${title} was sent back with your comment.` }
    })
  }

  private async decide(
    ctx: HttpContext,
    work: () => Promise<{ request: { entityType: string; entityId: string }; notice: string }>
  ) {
    try {
      const { request, notice } = await work()
      ctx.session.flash('success', notice)
      return ctx.response.redirect(editUrlOf(request.entityType as AuditedEntity, request.entityId))
    } catch (error) {
      if (!(error instanceof ReviewRefused) && !isAltRefusal(error)) throw error
      const refusal = error instanceof ReviewRefused && !isAltRefusal(error) ? error.message : null
      ctx.session.flash('failure', refusal ?? PUBLISHING_NEEDS_ALT)
      return ctx.response.redirect().toRoute('admin.reviews.index')
    }
  }

  private async step(
    ctx: HttpContext,
    entity: AuditedEntity,
    id: string,
    work: () => Promise<string>
  ) {
    try {
      ctx.session.flash('success', await work())
    } catch (error) {
      if (!(error instanceof ReviewRefused)) throw error
      ctx.session.flash('failure', error.message)
    }
    return ctx.response.redirect(`${editUrlOf(entity, id)}#review`)
  }

  /** The route admits only record kinds (`:type` matches AUDITED_ENTITIES). */
  private recordOf(ctx: HttpContext): { entity: AuditedEntity; id: string } {
    return { entity: ctx.params.type as AuditedEntity, id: String(ctx.params.id) }
  }

  private requestId(ctx: HttpContext) {
    return Number(ctx.params.id)
  }
}
