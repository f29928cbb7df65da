import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { pricingItemValidator } from '#validators/admin/pricing_item'
import {
  createPricingItem,
  deletePricingItem,
  findPricingItem,
  listPricingItems,
  updatePricingItem,
} from '#services/admin/pricing_admin'
import { snapshotOf } from '#services/admin/audit_trail'
import { formState, listQuery, staffActor } from '#controllers/admin/support'
import { PRICING_SECTIONS } from '#schemas/enums'

export default class PricingItemsController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    return ctx.view.render('admin/pricing/index', {
      search,
      list: await listPricingItems(search),
      sections: PRICING_SECTIONS,
    })
  }

  async create(ctx: HttpContext) {
    return this.renderForm(ctx, null, { section: 'free', position: 0 })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(pricingItemValidator)
    const item = await createPricingItem(staffActor(ctx), input)
    ctx.session.flash('success', `${item.title} was created.`)
    return ctx.response.redirect().toRoute('admin.pricing.edit', { id: item.id })
  }

  async edit(ctx: HttpContext) {
    const item = await findPricingItem(ctx.params.id)
    return this.renderForm(ctx, item.id, snapshotOf(item), item.title)
  }

  async update(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    await findPricingItem(id)
    const input = await ctx.request.validateUsing(pricingItemValidator, { meta: { recordId: id } })
    const item = await updatePricingItem(staffActor(ctx), id, input)
    ctx.session.flash('success', `${item.title} was saved. The change is live.`)
    return ctx.response.redirect().toRoute('admin.pricing.edit', { id })
  }

  async confirmDestroy({ params, view }: HttpContext) {
    const item = await findPricingItem(params.id)
    return view.render('admin/confirm_delete', {
      kind: 'pricing item',
      title: item.title,
      impact: { deleted: [], unlinked: [] },
      actionUrl: router.makeUrl('admin.pricing.destroy', { id: item.id }),
      cancelUrl: router.makeUrl('admin.pricing.edit', { id: item.id }),
    })
  }

  async destroy(ctx: HttpContext) {
    const item = await deletePricingItem(staffActor(ctx), Number(ctx.params.id))
    ctx.session.flash('success', `${item.title} was deleted.`)
    return ctx.response.redirect().toRoute('admin.pricing.index')
  }

  private renderForm(ctx: HttpContext, id: number | null, values: object, title?: string) {
    return ctx.view.render('admin/pricing/form', {
      id,
      title,
      form: formState(ctx, values),
      sections: PRICING_SECTIONS,
    })
  }
}
