import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { WithSerialId } from '#models/mixins/serial_id'

export default class PartnerLink extends compose(BaseModel, WithSerialId) {
  @column()
  declare partnerId: number

  @column()
  declare label: string

  @column()
  declare url: string

  @column()
  declare position: number
}
