import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { CityGuideEntry } from '#models/mixins/city_guide_entry'

export default class CityHousingTip extends compose(BaseModel, CityGuideEntry) {
  @column()
  declare tip: string
}
