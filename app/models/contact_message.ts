import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DeliveryStatus, MessageSource } from '#schemas/enums'

export default class ContactMessage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
