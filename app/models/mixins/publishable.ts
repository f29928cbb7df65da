import type { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { BaseModel } from '@adonisjs/lucid/orm'
import type { PublicationState } from '#schemas/enums'

/** The publication columns of events, partners and docs (migration 0051). */
export function Publishable<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class PublishableModel extends superclass {
    @column()
    declare publication: PublicationState

    @column.dateTime()
    declare publishAt: DateTime | null

    @column.dateTime()
    declare unpublishAt: DateTime | null
  }
  return PublishableModel
}
