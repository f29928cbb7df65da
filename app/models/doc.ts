import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { Publishable } from '#models/mixins/publishable'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import City from '#models/city'
import type { DocKind } from '#schemas/enums'

export default class Doc extends compose(BaseModel, Publishable) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare kind: DocKind

  @column()
  declare title: string

  @column()
  declare summary: string

  /** Markdown */
  @column()
  declare body: string

  @column()
  declare cityId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => City)
  declare city: BelongsTo<typeof City>
}
