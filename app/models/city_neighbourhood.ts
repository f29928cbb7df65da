import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { CityGuideEntry } from '#models/mixins/city_guide_entry'

export default class CityNeighbourhood extends compose(BaseModel, CityGuideEntry) {
  @column()
  declare name: string

  @column()
  declare description: string
}
