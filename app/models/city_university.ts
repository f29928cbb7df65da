import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class CityUniversity extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare cityId: number

  @column()
  declare name: string

  @column()
  declare url: string

  @column()
  declare position: number
}
