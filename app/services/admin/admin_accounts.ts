import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import AdminUser from '#models/admin_user'
import { endSessionsOf } from '#services/admin/staff_sessions'

export class DuplicateAdminAccount extends Error {
  constructor(email: string) {
    super(`A staff account for ${email} already exists`)
  }
}

/** Creates a staff account; the model hashes the password (scrypt) before saving. */
export async function createAdminAccount(input: {
  email: string
  password: string
  fullName?: string
}) {
  const email = input.email.trim().toLowerCase()
  const existing = await AdminUser.query().whereRaw('lower(email) = ?', [email]).first()
  if (existing) throw new DuplicateAdminAccount(email)
  return AdminUser.create({ email, password: input.password, fullName: input.fullName ?? null })
}

export class UnknownAdminAccount extends Error {
  constructor(email: string) {
    super(`There is no staff account for ${email}`)
  }
}

function findAdminAccount(email: string) {
  return AdminUser.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first()
}

/**
 * Disables (or enables again) a staff account. A disabled account cannot sign
 * in, and all its sessions end at once.
 */
export async function setAdminAccountDisabled(email: string, disabled: boolean) {
  const user = await findAdminAccount(email)
  if (!user) throw new UnknownAdminAccount(email)
  user.disabledAt = disabled ? (user.disabledAt ?? DateTime.now()) : null
  await user.save()
  if (disabled) await endSessionsOf(user.id)
  return user
}

export type PasswordChange = { outcome: 'changed' } | { outcome: 'wrong_current_password' }

/** Sets a new password after checking the current one, and ends every session of the account. */
export async function changeAdminPassword(
  user: AdminUser,
  input: { currentPassword: string; newPassword: string }
): Promise<PasswordChange> {
  if (!(await hash.use('scrypt').verify(user.password, input.currentPassword))) {
    return { outcome: 'wrong_current_password' }
  }
  user.password = input.newPassword
  await user.save()
  await endSessionsOf(user.id)
  return { outcome: 'changed' }
}
