import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class CityPlace extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare cityId: number

  @column()
  declare name: string

  @column()
  declare category: string

  @column()
  declare description: string

  @column()
  declare url: string | null

  @column()
  declare position: number
}
