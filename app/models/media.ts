import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import Event from '#models/event'
import City from '#models/city'
import { WithSerialId } from '#models/mixins/serial_id'
import { WithTimestamps } from '#models/mixins/timestamps'

/** A picture of the media library: its file (by content hash) and what staff wrote about it. */
export default class Media extends compose(BaseModel, WithSerialId, WithTimestamps) {
  static table = 'media'

  /** Content hash of the current file's variants (app/services/images) */
  @column()
  declare hash: string

  /** Text alternative for people who cannot see it; null: not written yet (no publishing) */
  @column()
  declare alt: string | null

  /** Who made it (photographer, agency), shown with the picture */
  @column()
  declare credit: string | null

  /** Where the subject is, in percent from the left and from the top (drives crops) */
  @column()
  declare focalX: number

  @column()
  declare focalY: number

  @column()
  declare version: number

  @hasMany(() => Event)
  declare events: HasMany<typeof Event>

  @hasMany(() => City)
  declare cities: HasMany<typeof City>
}
