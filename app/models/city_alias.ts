import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { CityGuideEntry } from '#models/mixins/city_guide_entry'
import type { CityAliasKind } from '#schemas/enums'

/** Another name of a city ("Wien") or of its country ("Holland"), edited by staff. */
export default class CityAlias extends compose(BaseModel, CityGuideEntry) {
  @column()
  declare name: string

  @column()
  declare kind: CityAliasKind
}
