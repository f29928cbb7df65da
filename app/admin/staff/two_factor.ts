/*
| Two-factor sign-in for staff: a TOTP app (RFC 6238: 6 digits, 30 s, SHA-1,
| as every authenticator app reads a QR code) or one of 10 recovery codes.
| The secret is stored encrypted with the app key; a code is accepted once
| (its time step is remembered); recovery codes are stored hashed and each
| works once. Turning it on or off, new recovery codes and every recovery
| code used are recorded in the account's history (app/admin/staff/staff_audit.ts).
| Turning it on or off and new recovery codes need the owner's password
| again (a FreshCheck of app/admin/staff/account_limits.ts) and e-mail
| the owner; an admin can reset a colleague's (issue 36 item 3).
*/
import { createHash, randomBytes } from 'node:crypto'
import * as OTPAuth from 'otpauth'
import { acceptAppCode, stepOf, totp } from '#admin/staff/app_codes'
import QRCode from 'qrcode'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { unusedCodeCount } from '#admin/staff/recovery_code_count'
import type AdminUser from '#models/admin_user'
import { serviceConfig } from '#config/service'
import { recordStaffChange } from '#admin/staff/staff_audit'
import { selfActor } from '#admin/staff/admin_accounts'
import type { AuditActor } from '#admin/staff/audit_trail'
import { assertFreshCheckOf, type FreshCheck } from '#admin/staff/account_limits'
import { noticeOwner } from '#admin/staff/account_notices'
import { endSessionsOf } from '#admin/staff/staff_sessions'

const RECOVERY_CODES = 10

export interface TwoFactorOffer {
  /** base32, for typing into an app by hand */
  secret: string
  uri: string
  /** the otpauth:// URI as an SVG QR code */
  qrSvg: string
}

/** A new secret for setting up an app, with its QR code (nothing stored yet). */
export async function twoFactorOffer(email: string, secret?: string): Promise<TwoFactorOffer> {
  const base32 = secret ?? new OTPAuth.Secret({ size: 20 }).base32
  const uri = totp(base32, email).toString()
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret: base32, uri, qrSvg }
}

const sixDigits = (input: string) => /^\d{6}$/.test(input.replace(/\s+/g, ''))
const digitsOf = (input: string) => input.replace(/\s+/g, '')

/** Recovery codes are compared without case, spaces or dashes. */
const normalisedRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')
const recoveryHash = (code: string) =>
  createHash('sha256').update(normalisedRecoveryCode(code)).digest('hex')

/** xxxxx-xxxxx of lower-case letters and digits (about 50 bits). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(10)
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

async function replaceRecoveryCodes(trx: TransactionClientContract, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
  await trx.from('staff_recovery_codes').where('admin_user_id', userId).delete()
  await trx
    .insertQuery()
    .table('staff_recovery_codes')
    .multiInsert(codes.map((code) => ({ admin_user_id: userId, code_hash: recoveryHash(code) })))
  return codes
}

export type EnableResult =
  { outcome: 'enabled'; recoveryCodes: string[] } | { outcome: 'wrong_code' }

/**
 * Turns two-factor sign-in on once the owner gave their password (`check`)
 * and a code from the app proves it is set up; returns the recovery codes.
 */
export async function enableTwoFactor(
  user: AdminUser,
  check: FreshCheck,
  secret: string,
  code: string
): Promise<EnableResult> {
  assertFreshCheckOf(check, user.id)
  const step = sixDigits(code) ? stepOf(secret, user.email, digitsOf(code)) : null
  if (step === null) return { outcome: 'wrong_code' }
  const recoveryCodes = await db.transaction((trx) =>
    recordStaffChange(trx, selfActor(user), user.id, async () => {
      await trx
        .from('admin_users')
        .where('id', user.id)
        .update({
          two_factor_secret: encryption.encrypt(secret),
          two_factor_enabled_at: new Date(),
          two_factor_last_step: step,
        })
      return replaceRecoveryCodes(trx, user.id)
    })
  )
  await user.refresh()
  await noticeOwner(user.email, 'two_factor_on')
  return { outcome: 'enabled', recoveryCodes }
}

/** Deletes the account's secret and recovery codes, recorded as `actor`'s change. */
function removeTwoFactor(actor: AuditActor, userId: number) {
  return db.transaction((trx) =>
    recordStaffChange(trx, actor, userId, async () => {
      await trx.from('staff_recovery_codes').where('admin_user_id', userId).delete()
      await trx.from('admin_users').where('id', userId).update({
        two_factor_secret: null,
        two_factor_enabled_at: null,
        two_factor_last_step: null,
      })
    })
  )
}

/** Turns it off once the owner gave their password or a code (`check`); the owner is told. */
export async function disableTwoFactor(user: AdminUser, check: FreshCheck) {
  assertFreshCheckOf(check, user.id)
  await removeTwoFactor(selfActor(user), user.id)
  await user.refresh()
  await noticeOwner(user.email, 'two_factor_off')
}

/**
 * An admin resets a colleague's two-factor sign-in (a lost phone, or a
 * thief's authenticator enrolled): the admin gave their own password
 * (`check`); audited as the admin's change; every session of the account
 * ends (a thief's too) and the owner is told.
 */
export async function resetTwoFactor(admin: AdminUser, check: FreshCheck, user: AdminUser) {
  assertFreshCheckOf(check, admin.id)
  await removeTwoFactor(selfActor(admin), user.id)
  await endSessionsOf(user.id)
  await user.refresh()
  await noticeOwner(user.email, 'two_factor_reset', admin.email)
}

/** Ten new recovery codes once the owner gave their password or a code; the old ones stop working. */
export async function renewRecoveryCodes(user: AdminUser, check: FreshCheck): Promise<string[]> {
  assertFreshCheckOf(check, user.id)
  const codes = await db.transaction((trx) =>
    recordStaffChange(trx, selfActor(user), user.id, () => replaceRecoveryCodes(trx, user.id))
  )
  await noticeOwner(user.email, 'recovery_codes')
  return codes
}

export type SecondFactorResult =
  { outcome: 'code' } | { outcome: 'recovery_code'; left: number } | { outcome: 'wrong' }

/** Uses up a recovery code (audited); returns how many are left, or null when it is not one. */
async function useRecoveryCode(user: AdminUser, code: string): Promise<number | null> {
  return db.transaction(async (trx) => {
    const left = await recordStaffChange(trx, selfActor(user), user.id, async () => {
      const used = await trx
        .from('staff_recovery_codes')
        .where('admin_user_id', user.id)
        .where('code_hash', recoveryHash(code))
        .whereNull('used_at')
        .update({ used_at: new Date() })
      if (Number(used) !== 1) return null
      return unusedCodeCount(trx, user.id)
    })
    return left
  })
}

/** The second step of signing in: a code of the app, or a recovery code. */
export async function checkSecondFactor(
  user: AdminUser,
  input: string
): Promise<SecondFactorResult> {
  if (sixDigits(input)) {
    return (await acceptAppCode(user, digitsOf(input))) ? { outcome: 'code' } : { outcome: 'wrong' }
  }
  if (normalisedRecoveryCode(input).length !== 10) return { outcome: 'wrong' }
  const left = await useRecoveryCode(user, input)
  return left === null ? { outcome: 'wrong' } : { outcome: 'recovery_code', left }
}

/** Whether this account must turn on two-factor sign-in before using the panel (STAFF_TWO_FACTOR). */
export const twoFactorRequired = (user: AdminUser) =>
  serviceConfig.staffTwoFactor === 'admins' && user.role === 'admin'

export const hasTwoFactor = (user: AdminUser) => user.twoFactorEnabledAt !== null

/** How many unused recovery codes the account has. */
export function recoveryCodesLeft(user: AdminUser): Promise<number> {
  return unusedCodeCount(db, user.id)
}
