import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { cityValidator } from '#validators/admin/city'
import {
  CITY_GUIDE_LISTS,
  cityDeletionImpact,
  cityValues,
  createCity,
  deleteCity,
  findCity,
  listCities,
  updateCity,
} from '#services/admin/city_admin'
import { formState, listQuery, staffActor } from '#controllers/admin/support'
import { PLACE_CATEGORIES } from '#schemas/enums'

const ROW_KEYS = CITY_GUIDE_LISTS.map((list) => list.key)
const EMPTY_CITY = Object.fromEntries(ROW_KEYS.map((key) => [key, []]))

export default class CitiesController {
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    return ctx.view.render('admin/cities/index', { search, list: await listCities(search) })
  }

  async create(ctx: HttpContext) {
    return this.renderForm(ctx, null, EMPTY_CITY)
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(cityValidator)
    const city = await createCity(staffActor(ctx), input)
    ctx.session.flash('success', `${city.name} was created.`)
    return ctx.response.redirect().toRoute('admin.cities.edit', { id: city.id })
  }

  async edit(ctx: HttpContext) {
    const city = await findCity(ctx.params.id)
    return this.renderForm(ctx, city.id, cityValues(city), city.name)
  }

  async update(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    await findCity(id)
    const input = await ctx.request.validateUsing(cityValidator, { meta: { recordId: id } })
    const city = await updateCity(staffActor(ctx), id, input)
    ctx.session.flash('success', `${city.name} was saved. The change is live.`)
    return ctx.response.redirect().toRoute('admin.cities.edit', { id })
  }

  async confirmDestroy({ params, view }: HttpContext) {
    const city = await findCity(params.id)
    return view.render('admin/confirm_delete', {
      kind: 'city',
      title: city.name,
      impact: await cityDeletionImpact(city),
      actionUrl: router.makeUrl('admin.cities.destroy', { id: city.id }),
      cancelUrl: router.makeUrl('admin.cities.edit', { id: city.id }),
    })
  }

  async destroy(ctx: HttpContext) {
    const city = await deleteCity(staffActor(ctx), Number(ctx.params.id))
    ctx.session.flash('success', `${city.name} was deleted.`)
    return ctx.response.redirect().toRoute('admin.cities.index')
  }

  private renderForm(ctx: HttpContext, id: number | null, values: object, title?: string) {
    return ctx.view.render('admin/cities/form', {
      id,
      title,
      form: formState(ctx, values, ROW_KEYS),
      placeCategories: PLACE_CATEGORIES,
      timezones: Intl.supportedValuesOf('timeZone'),
    })
  }
}
