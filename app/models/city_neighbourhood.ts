import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class CityNeighbourhood extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare cityId: number

  @column()
  declare name: string

  @column()
  declare description: string

  @column()
  declare position: number
}
