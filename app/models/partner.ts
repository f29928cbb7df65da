import { compose } from '@adonisjs/core/helpers'
import { Publishable } from '#models/mixins/publishable'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import PartnerLink from '#models/partner_link'
import type { PartnerCategory, PartnerKind } from '#schemas/enums'
import { WithSerialId } from '#models/mixins/serial_id'
import { WithTimestamps } from '#models/mixins/timestamps'

export default class Partner extends compose(BaseModel, Publishable, WithSerialId, WithTimestamps) {
  @column()
  declare slug: string

  @column()
  declare name: string

  @column()
  declare category: PartnerCategory

  @column()
  declare kind: PartnerKind

  @column()
  declare description: string

  @column()
  declare deal: string

  @column()
  declare code: string | null

  @column()
  declare position: number

  @hasMany(() => PartnerLink, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare links: HasMany<typeof PartnerLink>
}
