import { column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { BaseModel } from '@adonisjs/lucid/orm'

/** A numeric primary key the database assigns (an identity column). */
export function WithSerialId<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class SerialIdModel extends superclass {
    @column({ isPrimary: true })
    declare id: number
  }
  return SerialIdModel
}
