import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class CityCost extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare cityId: number

  @column()
  declare label: string

  @column()
  declare value: string

  @column()
  declare position: number
}
