import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DeliveryStatus, MessageSource } from '#schemas/enums'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'
import { WithTimestamps } from '#models/mixins/timestamps'

export default class ContactMessage extends compose(BaseModel, WithSerialId, WithTimestamps) {
  @column()
  declare name: string

  @column()
  declare email: string

  @column()
  declare subject: string | null

  @column()
  declare message: string

  @column()
  declare city: string | null

  @column()
  declare formType: string | null

  @column()
  declare source: MessageSource

  @column()
  declare idempotencyKey: string | null

  @column()
  declare deliveryStatus: DeliveryStatus

  @column()
  declare deliveryError: string | null

  @column.dateTime()
  declare deliveredAt: DateTime | null
}
