import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { CityGuideEntry } from '#models/mixins/city_guide_entry'

export default class CityCost extends compose(BaseModel, CityGuideEntry) {
  @column()
  declare label: string

  @column()
  declare value: string
}
