import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Event from '#models/event'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'

export default class TicketOption extends compose(BaseModel, WithSerialId) {
  @column()
  declare eventId: string

  @column()
  declare name: string

  /* numeric(10,2) arrives from pg as a string */
  @column({ consume: (value) => (value === null ? value : Number(value)) })
  declare price: number | null

  /** ISO 4217 code, e.g. EUR */
  @column()
  declare currency: string

  @column()
  declare position: number

  /** Staff say no tickets of this round are left */
  @column()
  declare soldOut: boolean

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>
}
