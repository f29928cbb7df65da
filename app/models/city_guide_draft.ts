import type { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import AdminUser from '#models/admin_user'

/** A city guide's unpublished edit: the form's values and the picture to publish (migration 0180). */
export default class CityGuideDraft extends BaseModel {
  static table = 'city_guide_drafts'

  @column({ isPrimary: true })
  declare cityId: number

  /** the city form's validated input (snake_case keys, guide lists as arrays of rows) */
  @column({ prepare: (value: unknown) => JSON.stringify(value) })
  declare input: Record<string, unknown>

  /** the picture of the media library the city gets when the draft is published (null: none) */
  @column()
  declare mediaId: number | null

  /** its file (kept in step with mediaId by the database, migration 0200) */
  @column()
  declare imageHash: string | null

  @column.dateTime()
  declare publishAt: DateTime | null

  @column()
  declare baseVersion: number

  @column()
  declare version: number

  @column()
  declare updatedBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => AdminUser, { foreignKey: 'updatedBy' })
  declare editor: BelongsTo<typeof AdminUser>
}
