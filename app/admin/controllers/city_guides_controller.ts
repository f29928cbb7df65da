/*
| The city form with drafts (issue #27): "Save as draft" and "Schedule" keep
| the form beside the published guide; "Publish now" is the generic save
| (validation, version check, conflict page), writing the draft's picture
| too and removing the draft. The edit page shows the draft when there is one.
| The writes are actions (app/admin/actions/city_guide.ts).
*/
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import ResourcesController from '#admin/controllers/resources_controller'
import type { AdminResource } from '#admin/engine/admin_resource'
import { findRecord } from '#admin/engine/resource_records'
import { readVersion } from '#admin/engine/record_versions'
import { findGuideDraft, guideBaseVersion, guideFormValues } from '#admin/workflow/guide_drafts'
import { cityValidator } from '#admin/resources/city/validator'
import { guideScheduleValidator } from '#admin/resources/city/guide_schedule_validator'
import { staffActor, zoneOf } from '#admin/http/staff_request'
import { parseLocalDateTime } from '#admin/validators/rules'
import { picturePanel } from '#admin/engine/record_images'
import {
  pictureIntent,
  preparedPicture,
  withPictureAgain,
  type PictureChange,
} from '#admin/http/form_picture'
import { allowed, unexpected } from '#admin/http/action_failures'
import { draftNotice, draftPanel, staleDraftNotice } from '#presenters/guide_draft_notice'
import type { ActionFailure } from '#admin/actions/gate'
import type { FormUpdate } from '#admin/actions/save_record'
import {
  discardGuideDraftForm,
  publishGuideForm,
  saveGuideDraftForm,
} from '#admin/actions/city_guide'

type GuideIntent = 'draft' | 'schedule' | 'publish'

const intentOf = (ctx: HttpContext): GuideIntent => {
  const intent = ctx.request.input('_guide')
  return intent === 'draft' || intent === 'schedule' ? intent : 'publish'
}

const draftVersionOf = (ctx: HttpContext) => readVersion(ctx.request.input('_draft_version'))

export default class CityGuidesController extends ResourcesController {
  async edit(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const city = await findRecord(resource, ctx.params.id)
    const draft = await findGuideDraft(this.idOf(city) as number)
    const zone = zoneOf(ctx)
    return this.renderForm(ctx, resource, city, guideFormValues(city, draft, zone), {
      versionNumber: guideBaseVersion(city, draft),
      guide: draftPanel(draft, zone, router.makeUrl('admin.preview.city', { id: ctx.params.id })),
      /* the draft's picture, as the form shows it */
      picture: await picturePanel(draft ?? (city as { mediaId?: number | null })),
    })
  }

  /** Save as draft, schedule, or publish: the form (fields and picture) is read by the generic update. */
  protected async updateFrom(
    ctx: HttpContext,
    resource: AdminResource,
    id: string | number,
    picture: PictureChange
  ) {
    const intent = intentOf(ctx)
    if (intent === 'publish') return super.updateFrom(ctx, resource, id, picture)
    const cityId = Number(id)
    const { input, schedule, image } = await this.draftForm(ctx, cityId, intent, picture)
    const zone = zoneOf(ctx)
    const saved = await saveGuideDraftForm(staffActor(ctx), {
      cityId,
      input,
      baseVersion: readVersion(ctx.request.input('_version')) ?? 0,
      draftVersion: draftVersionOf(ctx),
      publishAt: schedule ? parseLocalDateTime(schedule.guide_publish_at, zone) : null,
      picture: pictureIntent(picture, image),
    })
    if (saved.ok) ctx.session.flash('success', draftNotice(input.name, saved.value.publishAt, zone))
    else ctx.session.flash('failure', this.draftRefusal(ctx, saved.failure))
    return ctx.response.redirect().toRoute('admin.cities.edit', { id: cityId })
  }

  /** Why the draft was not saved, in staff's words. */
  private draftRefusal(ctx: HttpContext, failure: ActionFailure) {
    const reason = allowed(failure)
    if (reason.kind === 'publishing') return reason.message
    if (reason.kind === 'stale_draft') return staleDraftNotice(reason.draft, zoneOf(ctx))
    throw unexpected(reason)
  }

  /** The draft's fields, its schedule and the chosen picture made ready (errors beside their fields). */
  private async draftForm(
    ctx: HttpContext,
    cityId: number,
    intent: GuideIntent,
    picture: PictureChange
  ) {
    try {
      const input = await ctx.request.validateUsing(
        cityValidator,
        this.metaOf(ctx, cityId) as never
      )
      const schedule =
        intent === 'schedule'
          ? await ctx.request.validateUsing(
              guideScheduleValidator,
              this.metaOf(ctx, cityId) as never
            )
          : null
      return { input, schedule, image: await preparedPicture(picture) }
    } catch (error) {
      throw withPictureAgain(error, picture)
    }
  }

  /** "Publish now": the generic save, refused when the draft moved since the form was opened. */
  protected saveForm(ctx: HttpContext, form: FormUpdate) {
    return publishGuideForm(form, draftVersionOf(ctx))
  }

  protected async refusedSave(ctx: HttpContext, failure: ActionFailure, change: PictureChange) {
    if (failure.kind !== 'stale_draft') return super.refusedSave(ctx, failure, change)
    ctx.session.flash('failure', staleDraftNotice(failure.draft, zoneOf(ctx)))
    return ctx.response.redirect().toRoute('admin.cities.edit', { id: ctx.params.id })
  }

  /** POST /admin/cities/:id/draft/discard: the published guide stays as it is. */
  async discardDraft(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const city = await findRecord(resource, ctx.params.id)
    const id = this.idOf(city) as number
    const discarded = await discardGuideDraftForm(staffActor(ctx), id, draftVersionOf(ctx))
    if (discarded.ok) {
      ctx.session.flash('success', `${resource.titleOf(city)}: the draft was discarded.`)
    } else ctx.session.flash('failure', this.draftRefusal(ctx, discarded.failure))
    return ctx.response.redirect().toRoute('admin.cities.edit', { id })
  }

  protected savedText(_ctx: HttpContext, resource: AdminResource, row: object) {
    return `${resource.titleOf(row as never)} was published. The change is live.`
  }
}
