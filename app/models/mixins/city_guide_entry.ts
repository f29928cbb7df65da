import { column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { BaseModel } from '@adonisjs/lucid/orm'
import { WithSerialId } from '#models/mixins/serial_id'

/** A row of a city guide's list (costs, universities, ...): its city and its place in the list. */
export function CityGuideEntry<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class CityGuideEntryModel extends WithSerialId(superclass) {
    @column()
    declare cityId: number

    @column()
    declare position: number
  }
  return CityGuideEntryModel
}
