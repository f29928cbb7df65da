import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Event from '#models/event'
import type { WaitlistSource } from '#schemas/enums'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'

export default class WaitlistEntry extends compose(BaseModel, WithSerialId) {
  @column()
  declare eventId: string

  @column()
  declare name: string

  @column()
  declare email: string

  @column.dateTime()
  declare consentAt: DateTime

  @column()
  declare source: WaitlistSource

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>
}
