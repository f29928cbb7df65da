import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PricingSection } from '#schemas/enums'

export default class PricingItem extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare section: PricingSection

  @column()
  declare slug: string

  @column()
  declare title: string

  @column()
  declare description: string

  @column({ consume: (value) => (value === null ? value : Number(value)) })
  declare price: number | null

  @column()
  declare currency: string | null

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
