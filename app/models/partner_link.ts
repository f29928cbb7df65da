import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class PartnerLink extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare partnerId: number

  @column()
  declare label: string

  @column()
  declare url: string

  @column()
  declare position: number
}
