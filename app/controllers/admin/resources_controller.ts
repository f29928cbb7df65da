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
import { listLinks } from '#presenters/list_links'
import { savedNotice } from '#presenters/publication_notice'

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
    const input = await ctx.request.validateUsing(
      resource.form.validators.create as never,
      { meta: { zone: zoneOf(ctx) } } as never
    )
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
    const input = await ctx.request.validateUsing(
      resource.form.validators.update as never,
      {
        meta: { recordId: id, zone: zoneOf(ctx) },
      } as never
    )
    const row = await updateRecord(resource, staffActor(ctx), id, input, zoneOf(ctx))
    ctx.session.flash('success', savedNotice(resource.titleOf(row), row as never, zoneOf(ctx)))
    return ctx.response.redirect().toRoute(routesOf(resource).edit, { id })
  }

  async confirmDestroy(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const row = await findRecord(resource, ctx.params.id)
    const id = this.idOf(row)
    return ctx.view.render('admin/confirm_delete', {
      kind: resource.label.toLowerCase(),
      title: resource.titleOf(row),
      impact: await deletionImpact(resource, row),
      actionUrl: router.makeUrl(routesOf(resource).destroy, { id }),
      cancelUrl: router.makeUrl(routesOf(resource).edit, { id }),
    })
  }

  async destroy(ctx: HttpContext) {
    const resource = this.resourceOf(ctx)
    const row = await deleteRecord(resource, staffActor(ctx), ctx.params.id)
    ctx.session.flash('success', `${resource.titleOf(row)} was deleted.`)
    return ctx.response.redirect().toRoute(routesOf(resource).index)
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
    return ctx.view.render(resource.form.view ?? 'admin/resource_form', {
      resource,
      routes: routesOf(resource),
      choices,
      id: row ? this.idOf(row) : null,
      title: row ? resource.titleOf(row as never) : undefined,
      record: row,
      form: formState(ctx, values, rowKeys),
      staffZone: zoneOf(ctx),
      ...choices,
    })
  }
}
