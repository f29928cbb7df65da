import { column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { BaseModel } from '@adonisjs/lucid/orm'

/** A record with a picture (cities, events); each model names its `media` relation itself. */
export function WithPicture<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class PicturedModel extends superclass {
    /** Content hash of the picture's variants (app/services/images); null: none */
    @column()
    declare imageHash: string | null

    /** The picture, a record of the media library (the database keeps imageHash in step) */
    @column()
    declare mediaId: number | null
  }
  return PicturedModel
}
