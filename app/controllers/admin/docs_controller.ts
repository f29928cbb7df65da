import type { HttpContext } from '@adonisjs/core/http'
import { savedNotice } from '#presenters/publication_notice'
import { staffZone } from '#services/admin/publication_form'
import router from '@adonisjs/core/services/router'
import { docValidator } from '#validators/admin/doc'
import {
  createDoc,
  deleteDoc,
  docFormValues,
  findDoc,
  listDocs,
  updateDoc,
} from '#services/admin/doc_admin'
import { cityChoices } from '#services/admin/city_admin'
import { bulkActionChoices } from '#controllers/admin/bulk_choices'
import { formState, listQuery, staffActor } from '#controllers/admin/support'
import { DOC_KINDS } from '#schemas/enums'

export default class DocsController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    return ctx.view.render('admin/docs/index', {
      search,
      bulkActions: bulkActionChoices('docs'),
      list: await listDocs(search),
      kinds: DOC_KINDS,
    })
  }

  async create(ctx: HttpContext) {
    return this.renderForm(ctx, null, { kind: 'blog', publication: 'draft' })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(docValidator)
    const doc = await createDoc(staffActor(ctx), input)
    ctx.session.flash('success', `${doc.title} was created.`)
    return ctx.response.redirect().toRoute('admin.docs.edit', { id: doc.id })
  }

  async edit(ctx: HttpContext) {
    const doc = await findDoc(ctx.params.id)
    return this.renderForm(ctx, doc.id, docFormValues(doc), doc.title, doc)
  }

  async update(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    await findDoc(id)
    const input = await ctx.request.validateUsing(docValidator, { meta: { recordId: id } })
    const doc = await updateDoc(staffActor(ctx), id, input)
    ctx.session.flash('success', savedNotice(doc.title, doc))
    return ctx.response.redirect().toRoute('admin.docs.edit', { id })
  }

  async confirmDestroy({ params, view }: HttpContext) {
    const doc = await findDoc(params.id)
    return view.render('admin/confirm_delete', {
      kind: 'doc',
      title: doc.title,
      impact: { deleted: [], unlinked: [] },
      actionUrl: router.makeUrl('admin.docs.destroy', { id: doc.id }),
      cancelUrl: router.makeUrl('admin.docs.edit', { id: doc.id }),
    })
  }

  async destroy(ctx: HttpContext) {
    const doc = await deleteDoc(staffActor(ctx), Number(ctx.params.id))
    ctx.session.flash('success', `${doc.title} was deleted.`)
    return ctx.response.redirect().toRoute('admin.docs.index')
  }

  private async renderForm(
    ctx: HttpContext,
    id: number | null,
    values: object,
    title?: string,
    record?: object
  ) {
    return ctx.view.render('admin/docs/form', {
      id,
      title,
      record: record ?? null,
      staffZone: staffZone(),
      form: formState(ctx, values),
      kinds: DOC_KINDS,
      cities: await cityChoices(),
    })
  }
}
