import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import AdminUser from '#models/admin_user'
import { WithSerialId } from '#models/mixins/serial_id'

export type ReviewState = 'pending' | 'approved' | 'sent_back'

/** A draft sent for review, and what became of it. */
export default class ReviewRequest extends compose(BaseModel, WithSerialId) {
  @column()
  declare entityType: string

  @column()
  declare entityId: string

  @column()
  declare requestedBy: number | null

  @column()
  declare state: ReviewState

  @column()
  declare decidedBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare decidedAt: DateTime | null

  /** when the submitter wishes it public (approving schedules it then); null: when approved */
  @column.dateTime()
  declare wishedPublishAt: DateTime | null

  @belongsTo(() => AdminUser, { foreignKey: 'requestedBy' })
  declare requester: BelongsTo<typeof AdminUser>
}
