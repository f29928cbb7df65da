import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class CityHousingTip extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare cityId: number

  @column()
  declare tip: string

  @column()
  declare position: number
}
