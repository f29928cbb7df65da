import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { CityGuideEntry } from '#models/mixins/city_guide_entry'

export default class CityUniversity extends compose(BaseModel, CityGuideEntry) {
  @column()
  declare name: string

  @column()
  declare url: string
}
