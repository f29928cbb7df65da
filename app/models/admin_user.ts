import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import type { StaffRole } from '#schemas/enums'
import { WithSerialId } from '#models/mixins/serial_id'
import { WithTimestamps } from '#models/mixins/timestamps'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class AdminUser extends compose(
  BaseModel,
  AuthFinder,
  WithSerialId,
  WithTimestamps
) {
  @column()
  declare email: string

  @column()
  declare fullName: string | null

  /** What the account may do (app/admin/staff/abilities.ts) */
  @column()
  declare role: StaffRole

  @column({ serializeAs: null })
  declare password: string

  /** Set when the account was disabled: it cannot sign in and has no sessions. */
  @column.dateTime()
  declare disabledAt: DateTime | null

  /** The IANA zone the panel shows times in; null: the service's STAFF_TIMEZONE. */
  @column()
  declare timeZone: string | null

  /** Moved on by the database when the password changes or the account is disabled (migration 0072) */
  @column({ serializeAs: null })
  declare sessionEpoch: number

  /** Kept by the database (migration 0071) */
  @column.dateTime()
  declare passwordChangedAt: DateTime | null

  /** The TOTP secret, encrypted with the app key (app/admin/staff/two_factor.ts) */
  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  /** Set while two-factor sign-in is on */
  @column.dateTime()
  declare twoFactorEnabledAt: DateTime | null

  /** The last TOTP time step accepted: a code signs in once */
  @column({ serializeAs: null })
  declare twoFactorLastStep: number | null

  @column.dateTime()
  declare lastSignInAt: DateTime | null

  /** Failed sign-ins with this e-mail since the last successful one. */
  @column()
  declare failedSignIns: number

  @column.dateTime()
  declare lastFailedSignInAt: DateTime | null
}
