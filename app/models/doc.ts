import { compose } from '@adonisjs/core/helpers'
import { Publishable } from '#models/mixins/publishable'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import City from '#models/city'
import type { DocKind } from '#schemas/enums'
import { WithSerialId } from '#models/mixins/serial_id'
import { WithTimestamps } from '#models/mixins/timestamps'

export default class Doc extends compose(BaseModel, Publishable, WithSerialId, WithTimestamps) {
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

  @belongsTo(() => City)
  declare city: BelongsTo<typeof City>
}
