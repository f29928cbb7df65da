/*
| The codes of a staff member's authenticator app (RFC 6238: 6 digits, 30 s,
| SHA-1, as every authenticator app reads a QR code), each accepted once (its
| time step is remembered). Used by the sign-in step and by the fresh check
| of account changes (app/admin/staff/account_limits.ts).
*/
import * as OTPAuth from 'otpauth'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type AdminUser from '#models/admin_user'

const ISSUER = 'Student Events staff'
const PERIOD = 30
/** codes of the step before and after are accepted too (clocks drift) */
const WINDOW = 1

export function totp(secret: string, email: string) {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  })
}

/** The time step a code belongs to, or null when it is not a current code of the secret. */
export function stepOf(secret: string, email: string, code: string): number | null {
  const delta = totp(secret, email).validate({ token: code, window: WINDOW })
  if (delta === null) return null
  return Math.floor(Date.now() / 1000 / PERIOD) + delta
}

/** Accepts a current app code not used before (each step once). */
export async function acceptAppCode(user: AdminUser, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false
  const secret = encryption.decrypt<string>(user.twoFactorSecret)
  const step = secret ? stepOf(secret, user.email, code) : null
  if (step === null) return false
  /* atomic: of two requests with the same code, one wins */
  const updated = await db
    .from('admin_users')
    .where('id', user.id)
    .where((query) =>
      query.whereNull('two_factor_last_step').orWhere('two_factor_last_step', '<', step)
    )
    .update({ two_factor_last_step: step })
  return Number(updated) === 1 || (Array.isArray(updated) && updated.length === 1)
}
