import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * One Idempotency-Key. The table's primary key is (scope, key); writes that
 * must be atomic (claiming a key) go through the idempotency service's SQL.
 */
export default class IdempotencyKey extends BaseModel {
  static table = 'idempotency_keys'

  @column({ isPrimary: true })
  declare key: string

  @column()
  declare scope: string

  @column()
  declare requestHash: string

  @column()
  declare state: 'processing' | 'completed'

  @column()
  declare responseStatus: number | null

  @column()
  declare responseBody: Record<string, unknown> | null

  @column.dateTime()
  declare createdAt: DateTime

  @column.dateTime()
  declare expiresAt: DateTime
}
