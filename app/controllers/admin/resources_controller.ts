/*
| The generic admin pages of a resource, driven by its declaration
| (app/services/admin/resources.ts): list, new, create, edit, update,
| confirm delete and delete. The route's name says which resource.
*/
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import type { AdminResource } from '#services/admin/admin_resource'
import { routesOf } from '#services/admin/admin_resource'
import { resourceAt } from '#services/admin/resources'
import {
  createRecord,
  deleteRecord,
  deletionImpact,
  findRecord,
  formValues,
  updateRecord,
} from '#services/admin/resource_records'
import { filterFields, listPage, readListParams, sortChoices } from '#services/admin/resource_lists'
import { bulkActionChoices } from '#controllers/admin/bulk_choices'
import { formState, staffActor, zoneOf } from '#controllers/admin/support'
import {
  carriedJson,
  flashInvalidPick,
  renderConflict,
  valuesPicked,
} from '#controllers/admin/edit_conflict'
import { readVersion, StaleVersion, versionOfRow } from '#services/admin/record_versions'
import { answeredPublishQuestion } from '#services/admin/publication_form'
import { offerUndoOf } from '#controllers/admin/undo_offer'
import { latestEntryBy } from '#services/admin/undo_changes'
import { staleNotice } from '#services/admin/stale_notice'
import { formUntouchedSince } from '#services/admin/edit_conflicts'
import { listLinks } from '#presenters/list_links'
import { savedNotice } from '#presenters/publication_notice'
import { isReviewable, publishingRefusal, reviewPanel } from '#services/admin/reviews'
import { reviewDrafts } from '#abilities/main'
import { pictureRefusalOnPublishing, picturePanel } from '#services/admin/record_images'
import { errors as vineErrors } from '@vinejs/vine'

type Publishable = { publication?: string }

export default class ResourcesController {
  /** The resource of the route: admin.<path>.<action>. */
  protected resourceOf(ctx: HttpContext): AdminResource {
    return resourceAt(ctx.route?.name?.split('.')[1])!
  }

  async index(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const read = await readListParams(resource, ctx.request.qs())
    const list = await listPage(resource, read.params, zoneOf(ctx))
    return ctx.view.render('admin/resource_list', {
      resource,
      routes: routesOf(resource),
      params: read.params,
      problems: read.ok ? [] : read.problems,
      links: listLinks(router.makeUrl(routesOf(resource).index), read.params),
      filters: await filterFields(resource),
      sorts: sortChoices(resource),
      bulkActions: resource.list.bulk ? bulkActionChoices(resource.path) : null,
      list,
      ...resource.list.extras?.(list.rows),
    })
  }

  async create(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    return this.renderForm(ctx, resource, null, resource.form.newValues())
  }

  async store(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    ctx.request.updateBody(answeredPublishQuestion(ctx.request.body()))
    const input = await ctx.request.validateUsing(
      resource.form.validators.create as never,
      { meta: { zone: zoneOf(ctx) } } as never
    )
    await this.refusePublishing(ctx, resource, null, input, null)
    const row = await createRecord(resource, staffActor(ctx), input, zoneOf(ctx))
    ctx.session.flash('success', `${resource.titleOf(row)} was created.`)
    return ctx.response.redirect().toRoute(routesOf(resource).edit, { id: this.idOf(row) })
  }

  async edit(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const row = await findRecord(resource, ctx.params.id)
    return this.renderForm(ctx, resource, row, formValues(resource, row, zoneOf(ctx)))
  }

  async update(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const id = this.idOf(await findRecord(resource, ctx.params.id))
    if (ctx.request.input('_conflict')) return this.savePicked(ctx, resource, id)
    ctx.request.updateBody(answeredPublishQuestion(ctx.request.body()))
    const validator = resource.form.validators.update as any
    const input = await ctx.request.validateUsing(validator, this.metaOf(ctx, id))
    return this.save(ctx, resource, id, input, ctx.request.all())
  }

  /** The conflict page's picks, validated like the form, then saved on the version it showed. */
  private async savePicked(ctx: HttpContext, resource: AdminResource, id: string | number) {
    const picked = await valuesPicked(ctx, resource, id)
    if ('page' in picked) return picked.page
    const validator = resource.form.validators.update as any
    const carried = {
      _version: String(ctx.request.input('_version')),
      _base: JSON.stringify(picked.theirs),
    }
    try {
      const input = await validator.validate(picked.values, this.metaOf(ctx, id))
      return await this.save(ctx, resource, id, input, { ...picked.values, ...carried })
    } catch (error) {
      flashInvalidPick(ctx, picked.values, carried, error)
      return ctx.response.redirect().toRoute(routesOf(resource).edit, { id })
    }
  }

  /** Saves on the version the form was made from; the conflict page when it moved since. */
  private async save(
    ctx: HttpContext,
    resource: AdminResource,
    id: string | number,
    input: object,
    submitted: Record<string, unknown>
  ) {
    const current = await findRecord(resource, id)
    const publication = (current as unknown as Publishable).publication ?? null
    await this.refusePublishing(ctx, resource, id, input, publication)
    const expected = readVersion(submitted._version)
    const base = carriedJson(submitted._base)
    try {
      const row = await this.saveOnVersion(ctx, resource, id, input, base, expected)
      ctx.session.flash('success', savedNotice(resource.titleOf(row), row as never, zoneOf(ctx)))
      return ctx.response.redirect().toRoute(routesOf(resource).edit, { id })
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error
      return renderConflict(ctx, { resource, id, mine: submitted, base, expected: expected! })
    }
  }

  /**
   * When the record moved only outside the form's fields (its picture), the
   * save goes on on the current version; otherwise StaleVersion.
   */
  private async saveOnVersion(
    ctx: HttpContext,
    resource: AdminResource,
    id: string | number,
    input: object,
    base: Record<string, unknown>,
    expected: number | undefined
  ) {
    const save = (version?: number) =>
      updateRecord(resource, staffActor(ctx), id, input, zoneOf(ctx), version)
    try {
      return await save(expected)
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error
      const theirs = formValues(resource, await findRecord(resource, id), zoneOf(ctx))
      if (!formUntouchedSince(resource, base, theirs)) throw error
      return save(error.current)
    }
  }

  /** The record's comments and review state, and what the signed-in person may do there. */
  private async reviewOf(ctx: HttpContext, resource: AdminResource, id: string | number) {
    return {
      ...(await reviewPanel(resource.entity, id)),
      entity: resource.entity,
      reviewable: isReviewable(resource),
      canDecide: await ctx.bouncer.allows(reviewDrafts),
    }
  }

  /**
   * Under review (STAFF_REVIEW=editors), an editor's save may not make a
   * record public; nor may any save publish an event whose picture has no
   * alt text yet.
   */
  private async refusePublishing(
    ctx: HttpContext,
    resource: AdminResource,
    id: string | number | null,
    input: object,
    current: string | null
  ) {
    const role = ctx.auth.use('web').getUserOrFail().role
    const wanted = (input as Partial<Publishable>).publication
    const refusal =
      publishingRefusal(role, wanted, current) ??
      (await pictureRefusalOnPublishing(resource.entity, id, wanted, current))
    if (refusal) {
      throw new vineErrors.E_VALIDATION_ERROR([
        { field: 'publication', rule: 'review', message: refusal },
      ])
    }
  }

  private metaOf(ctx: HttpContext, id: string | number) {
    return { meta: { recordId: id, zone: zoneOf(ctx) } }
  }

  async confirmDestroy(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const row = await findRecord(resource, ctx.params.id)
    const id = this.idOf(row)
    return ctx.view.render('admin/confirm_delete', {
      kind: resource.label.toLowerCase(),
      title: resource.titleOf(row),
      impact: await deletionImpact(resource, row),
      version: versionOfRow(row),
      actionUrl: router.makeUrl(routesOf(resource).destroy, { id }),
      cancelUrl: router.makeUrl(routesOf(resource).edit, { id }),
    })
  }

  async destroy(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const expected = readVersion(ctx.request.input('_version'))
    try {
      const row = await deleteRecord(resource, staffActor(ctx), ctx.params.id, expected)
      ctx.session.flash('success', `${resource.titleOf(row)} was deleted.`)
      offerUndoOf(ctx, [await latestEntryBy(staffActor(ctx).id, resource.entity, this.idOf(row))])
      return ctx.response.redirect().toRoute(routesOf(resource).index)
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error
      const row = await findRecord(resource, ctx.params.id)
      const notice = await staleNotice(resource, resource.titleOf(row), error, zoneOf(ctx))
      ctx.session.flash('failure', notice.replace('Nothing was changed', 'It was not deleted'))
      return ctx.response.redirect().toRoute(routesOf(resource).edit, { id: this.idOf(row) })
    }
  }

  /**
   * The version the form is based on and its values then (`_base`, for the
   * conflict page); after a failed submit, those the first form carried.
   */
  private versionFields(shown: Record<string, unknown>, row: object, values: object) {
    return {
      number: shown._version ?? versionOfRow(row as never),
      base: shown._base ?? JSON.stringify(values),
    }
  }

  protected idOf(row: object) {
    return (row as { id: string | number }).id
  }

  private async renderForm(
    ctx: HttpContext,
    resource: AdminResource,
    row: object | null,
    values: object
  ) {
    const rowKeys = resource.children.map((child) => child.key)
    const choices = await resource.form.choices?.()
    const form = formState(ctx, values, rowKeys)
    return ctx.view.render(resource.form.view ?? 'admin/resource_form', {
      resource,
      routes: routesOf(resource),
      choices,
      id: row ? this.idOf(row) : null,
      title: row ? resource.titleOf(row as never) : undefined,
      record: row,
      form,
      staffZone: zoneOf(ctx),
      version: row ? this.versionFields(form.values, row, values) : null,
      review: row ? await this.reviewOf(ctx, resource, this.idOf(row)) : null,
      picture: await picturePanel(row as { mediaId?: number | null } | null),
      ...choices,
    })
  }
}
