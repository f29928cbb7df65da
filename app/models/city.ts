import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import CityCost from '#models/city_cost'
import CityUniversity from '#models/city_university'
import CityNeighbourhood from '#models/city_neighbourhood'
import CityHousingTip from '#models/city_housing_tip'
import CityPlace from '#models/city_place'
import CityAlias from '#models/city_alias'
import Event from '#models/event'
import Media from '#models/media'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'
import { WithTimestamps } from '#models/mixins/timestamps'
import { WithPicture } from '#models/mixins/with_picture'

export default class City extends compose(BaseModel, WithSerialId, WithTimestamps, WithPicture) {
  @column()
  declare slug: string

  @column()
  declare name: string

  @column()
  declare country: string

  @column()
  declare countryCode: string

  @column()
  declare timezone: string

  @column()
  declare summary: string

  @column()
  declare festivalName: string

  @column()
  declare cityGuideUrl: string

  @column()
  declare festivalUrl: string

  @column()
  declare halloweenUrl: string | null

  @column()
  declare about: string

  /** WGS 84 degrees (both or neither): for "the nearest city with events" */
  @column()
  declare latitude: number | null

  @column()
  declare longitude: number | null

  /** The picture (its columns: WithPicture) */
  @belongsTo(() => Media)
  declare media: BelongsTo<typeof Media>

  @hasMany(() => CityCost, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare costs: HasMany<typeof CityCost>

  @hasMany(() => CityUniversity, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare universities: HasMany<typeof CityUniversity>

  @hasMany(() => CityNeighbourhood, {
    onQuery: (query) => query.orderBy('position').orderBy('id'),
  })
  declare neighbourhoods: HasMany<typeof CityNeighbourhood>

  @hasMany(() => CityHousingTip, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare housingTips: HasMany<typeof CityHousingTip>

  @hasMany(() => CityPlace, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare places: HasMany<typeof CityPlace>

  @hasMany(() => CityAlias, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare aliases: HasMany<typeof CityAlias>

  @hasMany(() => Event)
  declare events: HasMany<typeof Event>
}
