import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'

/** A staff comment on a record (a review's "send back" reason is one too). */
export default class RecordComment extends compose(BaseModel, WithSerialId) {
  @column()
  declare entityType: string

  @column()
  declare entityId: string

  @column()
  declare adminUserId: number | null

  @column()
  declare authorEmail: string | null

  @column()
  declare body: string

  @column()
  declare reviewRequestId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
