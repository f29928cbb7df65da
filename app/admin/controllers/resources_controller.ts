/*
| The generic admin pages of a resource, driven by its declaration
| (app/admin/resources/registry.ts lists them): list, new, create, edit,
| update, confirm delete and delete. The routes hand each its resource.
*/
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import type { AdminResource } from '#admin/engine/admin_resource'
import { routesOf } from '#admin/engine/admin_resource'
import { deletionImpact, findRecord, formValues } from '#admin/engine/resource_records'
import { filterFields, listPage, readListParams, sortChoices } from '#admin/engine/resource_lists'
import { bulkActionChoices } from '#admin/http/bulk_choices'
import { boundResource, staffActor, zoneOf } from '#admin/http/staff_request'
import {
  carriedJson,
  flashInvalidPick,
  heldConflict,
  holdConflict,
  releaseConflict,
  renderConflict,
  valuesPicked,
} from '#admin/http/edit_conflict'
import { readVersion, versionOfRow } from '#admin/engine/record_versions'
import { answeredPublishQuestion } from '#admin/engine/publication_form'
import { offerUndoOf } from '#admin/http/undo_offer'
import { staleNotice } from '#admin/engine/stale_notice'
import { listLinks } from '#presenters/list_links'
import { savedNotice } from '#presenters/publication_notice'
import { mayWrite } from '#admin/staff/publication_gate'
import type { PictureChoice } from '#admin/engine/record_images'
import { pictureIntent, type PictureChange } from '#admin/http/form_picture'
import { pictureOf, unreadForm, validated } from '#admin/http/record_form'
import { renderRecordForm, type FormPageExtra } from '#admin/http/record_form_page'
import { allowed, formRefusal, pictureNotice, unexpected } from '#admin/http/action_failures'
import { createFromForm, updateFromForm, type FormUpdate } from '#admin/actions/save_record'
import { deleteFromForm } from '#admin/actions/delete_record'
import type { ActionFailure } from '#admin/actions/gate'

const NO_PICTURE = { change: { file: null, remove: false, details: {} }, image: null }

export default class ResourcesController {
  /** The resource the route was built for (app/admin/routes.ts). */
  protected resourceOf(ctx: HttpContext): AdminResource {
    return boundResource(ctx)
  }

  async index(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const read = await readListParams(resource, ctx.request.qs())
    const list = await listPage(resource, read.params, zoneOf(ctx))
    const role = ctx.auth.use('web').getUserOrFail().role
    const extras = resource.list.extras?.(list.rows) ?? {}
    return ctx.view.render('admin/resource_list', {
      resource,
      routes: routesOf(resource),
      params: read.params,
      problems: read.ok ? [] : read.problems,
      links: listLinks(router.makeUrl(routesOf(resource).index), read.params),
      filters: await filterFields(resource),
      sorts: sortChoices(resource),
      bulkActions: resource.list.bulk ? bulkActionChoices(resource.path, role) : null,
      /* a new city is public at once: under review an editor is not offered one (the gate refuses it) */
      mayCreate: mayWrite(role, resource.entity, null, { publication: 'draft' }),
      list,
      ...extras,
      /* what the resource's cells read besides column, row and routes */
      cellExtras: extras,
    })
  }

  async create(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    return this.renderForm(ctx, resource, null, resource.form.newValues())
  }

  async store(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const picture = await pictureOf(ctx, resource)
    if ('unread' in picture) return unreadForm(ctx, resource, picture.unread)
    ctx.request.updateBody(answeredPublishQuestion(ctx.request.body()))
    const { input, image } = await validated(picture, () =>
      ctx.request.validateUsing(
        resource.form.validators.create as never,
        { meta: { zone: zoneOf(ctx) } } as never
      )
    )
    const form = { resource, actor: staffActor(ctx), zone: zoneOf(ctx), input }
    const saved = await createFromForm({ ...form, picture: pictureIntent(picture, image) })
    if (!saved.ok) throw formRefusal(saved.failure, picture)
    const { row, id } = saved.value
    const notice = `${resource.titleOf(row)} was created.${pictureNotice(saved.value.picture)}`
    ctx.session.flash('success', notice)
    return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
  }

  async edit(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const row = await findRecord(resource, ctx.params.id)
    return this.renderForm(ctx, resource, row, formValues(resource, row, zoneOf(ctx)))
  }

  /** The conflict page of a refused save (kept in the session); the edit form when none is kept. */
  async conflict(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const id = this.idOf(await findRecord(resource, ctx.params.id))
    const held = heldConflict(ctx, resource, id)
    if (!held)
      return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
    return renderConflict(ctx, held)
  }

  async update(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const id = this.idOf(await findRecord(resource, ctx.params.id))
    const picture = await pictureOf(ctx, resource)
    if ('unread' in picture) return unreadForm(ctx, resource, picture.unread)
    return this.updateFrom(ctx, resource, id, picture)
  }

  /** The form read (its fields as the body, its picture change), saved on its version. */
  protected async updateFrom(
    ctx: HttpContext,
    resource: AdminResource,
    id: string | number,
    picture: PictureChange
  ) {
    if (ctx.request.input('_conflict')) return this.savePicked(ctx, resource, id)
    ctx.request.updateBody(answeredPublishQuestion(ctx.request.body()))
    const validator = resource.form.validators.update as any
    const { input, image } = await validated(picture, () =>
      ctx.request.validateUsing(validator, this.metaOf(ctx, id))
    )
    return this.save(ctx, resource, id, input, ctx.request.all(), { change: picture, image })
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
      return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
    }
  }

  /** Saves on the version the form was made from; the conflict page when it moved since. */
  private async save(
    ctx: HttpContext,
    resource: AdminResource,
    id: string | number,
    input: object,
    submitted: Record<string, unknown>,
    picture: { change: PictureChange; image: PictureChoice | null } = NO_PICTURE
  ) {
    const expected = readVersion(submitted._version)
    const base = carriedJson(submitted._base)
    const form = { resource, actor: staffActor(ctx), zone: zoneOf(ctx), id, input, expected, base }
    const saved = await this.saveForm(ctx, {
      ...form,
      picture: pictureIntent(picture.change, picture.image),
    })
    if (saved.ok) {
      const notice = this.savedText(ctx, resource, saved.value.row)
      ctx.session.flash('success', notice + pictureNotice(saved.value.picture))
      releaseConflict(ctx)
      return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
    }
    const failure = allowed(saved.failure)
    if (failure.kind !== 'stale') return this.refusedSave(ctx, failure, picture.change)
    const problem = picture.change.file
      ? 'Your new picture was not saved: choose it again once the changes below are settled.'
      : undefined
    return holdConflict(ctx, {
      resource,
      id,
      mine: submitted,
      base,
      expected: expected!,
      problem,
    })
  }

  /** The save of a validated form (city guides publish their draft with it). */
  protected saveForm(_ctx: HttpContext, form: FormUpdate) {
    return updateFromForm(form)
  }

  /** A save refused for another reason than a moved version: the form comes back with it. */
  protected async refusedSave(
    _ctx: HttpContext,
    failure: ActionFailure,
    change: PictureChange
  ): Promise<unknown> {
    throw formRefusal(failure, change)
  }

  protected savedText(ctx: HttpContext, resource: AdminResource, row: object) {
    return savedNotice(resource.titleOf(row as never), row as never, zoneOf(ctx))
  }

  protected metaOf(ctx: HttpContext, id: string | number) {
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
    const deleted = await deleteFromForm(resource, staffActor(ctx), ctx.params.id, expected)
    if (deleted.ok) {
      ctx.session.flash('success', `${resource.titleOf(deleted.value.row)} was deleted.`)
      await offerUndoOf(ctx, [deleted.value.entry])
      return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).index))
    }
    const failure = allowed(deleted.failure)
    if (failure.kind !== 'stale') throw unexpected(failure)
    const row = await findRecord(resource, ctx.params.id)
    const notice = await staleNotice(resource, resource.titleOf(row), failure.error, zoneOf(ctx))
    ctx.session.flash('failure', notice.replace('Nothing was changed', 'It was not deleted'))
    return ctx.response
      .redirect()
      .toPath(router.makeUrl(routesOf(resource).edit, { id: this.idOf(row) }))
  }

  protected idOf(row: object) {
    return (row as { id: string | number }).id
  }

  protected renderForm(
    ctx: HttpContext,
    resource: AdminResource,
    row: object | null,
    values: object,
    extra: FormPageExtra = {}
  ) {
    return renderRecordForm(ctx, resource, row, values, extra)
  }
}
