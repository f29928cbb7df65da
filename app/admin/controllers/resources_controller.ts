/*
| The generic admin pages of a resource, driven by its declaration
| (app/admin/resources/registry.ts lists them): list, new, create, edit,
| update, confirm delete and delete. The routes hand each its resource.
*/
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import type { AdminResource } from '#admin/engine/admin_resource'
import { routesOf } from '#admin/engine/admin_resource'
import {
  createRecord,
  deleteRecord,
  deletionImpact,
  findRecord,
  formValues,
  updateRecord,
} from '#admin/engine/resource_records'
import { filterFields, listPage, readListParams, sortChoices } from '#admin/engine/resource_lists'
import { bulkActionChoices } from '#admin/http/bulk_choices'
import { boundResource, formState, staffActor, zoneOf } from '#admin/http/staff_request'
import {
  carriedJson,
  flashInvalidPick,
  renderConflict,
  valuesPicked,
} from '#admin/http/edit_conflict'
import { readVersion, StaleVersion, versionOfRow } from '#admin/engine/record_versions'
import { answeredPublishQuestion } from '#admin/engine/publication_form'
import { offerUndoOf } from '#admin/http/undo_offer'
import { restoredValues } from '#admin/engine/restored_values'
import { latestEntryBy } from '#admin/engine/undo_changes'
import { staleNotice } from '#admin/engine/stale_notice'
import { formUntouchedSince } from '#admin/engine/edit_conflicts'
import { listLinks } from '#presenters/list_links'
import { savedNotice } from '#presenters/publication_notice'
import { isReviewable, reviewPanel } from '#admin/workflow/reviews'
import { mayPublish, mayWrite, PublishingRefused } from '#admin/staff/publication_gate'
import { reviewDrafts } from '#admin/staff/abilities'
import {
  pictureRefusalOnPublishing,
  picturePanel,
  type PictureChoice,
} from '#admin/engine/record_images'
import { errors as vineErrors } from '@vinejs/vine'
import { endStaffSession } from '#admin/http/staff_sessions'
import { parkSubmitted, resumeTicketFor, ticketAccount } from '#admin/staff/parked_forms'
import {
  applyPicture,
  preparedPicture,
  readFormPicture,
  SignedOutDuringUpload,
  UnreadableForm,
  withPictureAgain,
  type PictureChange,
} from '#admin/http/form_picture'

type Publishable = { publication?: string }

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
      ...resource.list.extras?.(list.rows),
    })
  }

  async create(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    return this.renderForm(ctx, resource, null, resource.form.newValues())
  }

  async store(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const picture = await this.pictureOf(ctx, resource)
    if ('unread' in picture) return this.unreadForm(ctx, resource, picture.unread)
    ctx.request.updateBody(answeredPublishQuestion(ctx.request.body()))
    const { input, image } = await this.validated(picture, () =>
      ctx.request.validateUsing(
        resource.form.validators.create as never,
        { meta: { zone: zoneOf(ctx) } } as never
      )
    )
    const intent = { change: picture, image }
    await this.refuseAltlessPicture(resource, null, input, null, intent)
    const row = await createRecord(resource, staffActor(ctx), input, zoneOf(ctx)).catch((error) =>
      this.refusedPublishing(error, intent)
    )
    const id = this.idOf(row)
    const withPicture = await applyPicture(ctx, resource, id, picture, image)
    ctx.session.flash('success', `${resource.titleOf(row)} was created.${withPicture}`)
    return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
  }

  /**
   * The picture change a record's form asked for (its multipart body read
   * into the request's body); `unread` when the form could not be read (the
   * failure is flashed), or the session ended while it came in (`hadPicture`).
   */
  private async pictureOf(
    ctx: HttpContext,
    resource: AdminResource
  ): Promise<PictureChange | { unread: { hadPicture: boolean } }> {
    try {
      return await readFormPicture(ctx, resource)
    } catch (error) {
      if (error instanceof UnreadableForm) {
        ctx.session.flash('failure', error.message)
        return { unread: { hadPicture: false } }
      }
      if (!(error instanceof SignedOutDuringUpload)) throw error
      await endStaffSession(ctx)
      return { unread: { hadPicture: error.hadPicture } }
    }
  }

  /**
   * Back to the form after a form that could not be read; when the session
   * ended during the upload, its fields are kept as after an expired session
   * (app/admin/staff/parked_forms.ts) and the way is to sign-in.
   */
  private async unreadForm(
    ctx: HttpContext,
    resource: AdminResource,
    { hadPicture }: { hadPicture: boolean }
  ) {
    if (!ctx.auth.use('web').isAuthenticated) {
      const path = ctx.request.url()
      const owner = await ticketAccount(ctx.request.qs()._resume, path)
      if (!owner) return ctx.response.redirect('/admin/login')
      const signIn = await parkSubmitted(owner, path, ctx.request.body(), hadPicture)
      return ctx.response.redirect().status(303).toPath(signIn)
    }
    const id = ctx.params.id
    return id === undefined
      ? ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).create))
      : ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
  }

  /** The validated fields, then the chosen picture made ready (each refusal beside its field). */
  private async validated(
    picture: PictureChange,
    validate: () => Promise<unknown>
  ): Promise<{ input: object; image: PictureChoice | null }> {
    try {
      const input = (await validate()) as object
      return { input, image: await preparedPicture(picture) }
    } catch (error) {
      throw withPictureAgain(error, picture)
    }
  }

  async edit(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const row = await findRecord(resource, ctx.params.id)
    return this.renderForm(ctx, resource, row, formValues(resource, row, zoneOf(ctx)))
  }

  async update(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const id = this.idOf(await findRecord(resource, ctx.params.id))
    const picture = await this.pictureOf(ctx, resource)
    if ('unread' in picture) return this.unreadForm(ctx, resource, picture.unread)
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
    const { input, image } = await this.validated(picture, () =>
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
    const current = await findRecord(resource, id)
    const publication = (current as unknown as Publishable).publication ?? null
    await this.refuseAltlessPicture(resource, id, input, publication, picture)
    const expected = readVersion(submitted._version)
    const base = carriedJson(submitted._base)
    try {
      const row = await this.saveOnVersion(ctx, resource, id, input, base, expected).catch(
        (error) => this.refusedPublishing(error, picture)
      )
      const withPicture = await applyPicture(ctx, resource, id, picture.change, picture.image)
      ctx.session.flash('success', this.savedText(ctx, resource, row) + withPicture)
      return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error
      const problem = picture.change.file
        ? 'Your new picture was not saved: choose it again once the changes below are settled.'
        : undefined
      return renderConflict(ctx, {
        resource,
        id,
        mine: submitted,
        base,
        expected: expected!,
        problem,
      })
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
    const save = (version?: number) => this.writeUpdate(ctx, resource, id, input, version)
    try {
      return await save(expected)
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error
      const theirs = formValues(resource, await findRecord(resource, id), zoneOf(ctx))
      if (!formUntouchedSince(resource, base, theirs)) throw error
      return save(error.current)
    }
  }

  protected savedText(ctx: HttpContext, resource: AdminResource, row: object) {
    return savedNotice(resource.titleOf(row as never), row as never, zoneOf(ctx))
  }

  /** The write of a saved form (city guides publish their draft with it). */
  protected writeUpdate(
    ctx: HttpContext,
    resource: AdminResource,
    id: string | number,
    input: object,
    version?: number
  ): Promise<object> {
    return updateRecord(resource, staffActor(ctx), id, input as never, zoneOf(ctx), version)
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

  /** No save publishes an event whose picture has no alt text yet. */
  private async refuseAltlessPicture(
    resource: AdminResource,
    id: string | number | null,
    input: object,
    current: string | null,
    picture: { change: PictureChange; image: PictureChoice | null }
  ) {
    const wanted = (input as Partial<Publishable>).publication
    const intent = { choice: picture.image, remove: picture.change.remove }
    const refusal = await pictureRefusalOnPublishing(resource.entity, id, wanted, current, intent)
    if (refusal) throw this.publicationError(refusal, picture.change)
  }

  /**
   * A save the publication gate refused (STAFF_REVIEW=editors: an editor
   * made a record public or moved its times): nothing was written; the form
   * comes back with the reason on its publication field.
   */
  private refusedPublishing(
    error: unknown,
    picture: { change: PictureChange; image: PictureChoice | null }
  ): never {
    if (error instanceof PublishingRefused)
      throw this.publicationError(error.message, picture.change)
    throw error
  }

  private publicationError(message: string, change: PictureChange) {
    const error = new vineErrors.E_VALIDATION_ERROR([
      { field: 'publication', rule: 'review', message },
    ])
    return withPictureAgain(error, change)
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
    try {
      const row = await deleteRecord(resource, staffActor(ctx), ctx.params.id, expected)
      ctx.session.flash('success', `${resource.titleOf(row)} was deleted.`)
      await offerUndoOf(ctx, [
        await latestEntryBy(staffActor(ctx).id, resource.entity, this.idOf(row)),
      ])
      return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).index))
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error
      const row = await findRecord(resource, ctx.params.id)
      const notice = await staleNotice(resource, resource.titleOf(row), error, zoneOf(ctx))
      ctx.session.flash('failure', notice.replace('Nothing was changed', 'It was not deleted'))
      return ctx.response
        .redirect()
        .toPath(router.makeUrl(routesOf(resource).edit, { id: this.idOf(row) }))
    }
  }

  /**
   * The version the form is based on and its values then (`_base`, for the
   * conflict page); after a failed submit, those the first form carried.
   */
  private versionFields(
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

  protected idOf(row: object) {
    return (row as { id: string | number }).id
  }

  protected async renderForm(
    ctx: HttpContext,
    resource: AdminResource,
    row: object | null,
    values: object,
    extra: { versionNumber?: number; [key: string]: unknown } = {}
  ) {
    const rowKeys = resource.children.map((child) => child.key)
    const formPath = row
      ? router.makeUrl(routesOf(resource).update, { id: this.idOf(row) })
      : router.makeUrl(routesOf(resource).store)
    const user = ctx.auth.use('web').getUserOrFail()
    const ticket = resumeTicketFor(user, formPath, ctx.session.sessionId)
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
      /* the form saved after the session ended is kept (app/admin/staff/parked_forms.ts) */
      resumeQuery: new URLSearchParams({ _resume: ticket }).toString(),
      version: row ? this.versionFields(form.values, row, values, extra.versionNumber) : null,
      review: row ? await this.reviewOf(ctx, resource, this.idOf(row)) : null,
      /* under review (STAFF_REVIEW=editors) the form offers drafts and "Submit for review" only */
      mayPublish: mayPublish(user.role),
      /* a parked form's values, each beside the saved one: restored, not saved (parked_forms.ts) */
      restored: ctx.session.flashMessages.has('resumed')
        ? await restoredValues(resource, values as Record<string, unknown>, form.values)
        : [],
      picture: await picturePanel(row as { mediaId?: number | null } | null),
      ...choices,
      ...extra,
    })
  }
}
