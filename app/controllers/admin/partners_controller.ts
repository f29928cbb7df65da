import type { HttpContext } from '@adonisjs/core/http'
import { savedNotice } from '#presenters/publication_notice'
import { staffZone } from '#services/admin/publication_form'
import router from '@adonisjs/core/services/router'
import { partnerValidator } from '#validators/admin/partner'
import {
  createPartner,
  deletePartner,
  findPartner,
  listPartners,
  partnerDeletionImpact,
  partnerFormValues,
  updatePartner,
} from '#services/admin/partner_admin'
import { bulkActionChoices } from '#controllers/admin/bulk_choices'
import { formState, listQuery, staffActor } from '#controllers/admin/support'
import { PARTNER_CATEGORIES, PARTNER_KINDS } from '#schemas/enums'

export default class PartnersController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    return ctx.view.render('admin/partners/index', {
      search,
      bulkActions: bulkActionChoices('partners'),
      list: await listPartners(search),
      categories: PARTNER_CATEGORIES,
    })
  }

  async create(ctx: HttpContext) {
    return this.renderForm(ctx, null, { links: [], position: 0, publication: 'draft' })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(partnerValidator)
    const partner = await createPartner(staffActor(ctx), input)
    ctx.session.flash('success', `${partner.name} was created.`)
    return ctx.response.redirect().toRoute('admin.partners.edit', { id: partner.id })
  }

  async edit(ctx: HttpContext) {
    const partner = await findPartner(ctx.params.id)
    return this.renderForm(ctx, partner.id, partnerFormValues(partner), partner.name, partner)
  }

  async update(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    await findPartner(id)
    const input = await ctx.request.validateUsing(partnerValidator, { meta: { recordId: id } })
    const partner = await updatePartner(staffActor(ctx), id, input)
    ctx.session.flash('success', savedNotice(partner.name, partner))
    return ctx.response.redirect().toRoute('admin.partners.edit', { id })
  }

  async confirmDestroy({ params, view }: HttpContext) {
    const partner = await findPartner(params.id)
    return view.render('admin/confirm_delete', {
      kind: 'partner',
      title: partner.name,
      impact: partnerDeletionImpact(partner),
      actionUrl: router.makeUrl('admin.partners.destroy', { id: partner.id }),
      cancelUrl: router.makeUrl('admin.partners.edit', { id: partner.id }),
    })
  }

  async destroy(ctx: HttpContext) {
    const partner = await deletePartner(staffActor(ctx), Number(ctx.params.id))
    ctx.session.flash('success', `${partner.name} was deleted.`)
    return ctx.response.redirect().toRoute('admin.partners.index')
  }

  private renderForm(
    ctx: HttpContext,
    id: number | null,
    values: object,
    title?: string,
    record?: object
  ) {
    return ctx.view.render('admin/partners/form', {
      id,
      title,
      record: record ?? null,
      staffZone: staffZone(),
      form: formState(ctx, values, ['links']),
      categories: PARTNER_CATEGORIES,
      kinds: PARTNER_KINDS,
    })
  }
}
