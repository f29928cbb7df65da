import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Event from '#models/event'

export default class TicketOption extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: string

  @column()
  declare name: string

  /* numeric(10,2) arrives from pg as a string */
  @column({ consume: (value) => (value === null ? value : Number(value)) })
  declare price: number

  /** ISO 4217 code, e.g. EUR */
  @column()
  declare currency: string

  @column()
  declare position: number

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>
}
