import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import AdminUser from '#models/admin_user'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'

export type AuditAction = 'create' | 'update' | 'delete' | 'restore'

export default class AuditLog extends compose(BaseModel, WithSerialId) {
  @column()
  declare adminUserId: number | null

  @column()
  declare actorEmail: string | null

  @column()
  declare action: AuditAction

  @column()
  declare entityType: string

  @column()
  declare entityId: string

  @column()
  declare before: Record<string, unknown> | null

  @column()
  declare after: Record<string, unknown> | null

  /** the entry whose version a restore put back */
  @column()
  declare restoredFrom: number | null

  /** the record's version right after this change (kept by the database; null before 0090 and for deletes) */
  @column()
  declare recordVersion: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => AdminUser)
  declare adminUser: BelongsTo<typeof AdminUser>
}
