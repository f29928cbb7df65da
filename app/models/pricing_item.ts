import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PricingSection } from '#schemas/enums'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'
import { WithTimestamps } from '#models/mixins/timestamps'

export default class PricingItem extends compose(BaseModel, WithSerialId, WithTimestamps) {
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
}
