import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import AdminUser from '#models/admin_user'
import { endSessionsOf } from '#services/admin/staff_sessions'
import type { StaffRole } from '#schemas/enums'

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
  role: StaffRole
}) {
  const email = input.email.trim().toLowerCase()
  const existing = await AdminUser.query().whereRaw('lower(email) = ?', [email]).first()
  if (existing) throw new DuplicateAdminAccount(email)
  return AdminUser.create({
    email,
    password: input.password,
    fullName: input.fullName ?? null,
    role: input.role,
  })
}

export class UnknownAdminAccount extends Error {
  constructor(email: string) {
    super(`There is no staff account for ${email}`)
  }
}

export function findAdminAccount(email: string) {
  return AdminUser.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first()
}

/** The change would leave the team without an active admin. */
export class LastActiveAdmin extends Error {
  constructor() {
    super('This is the last active admin account: make another account admin first')
  }
}

/**
 * Runs `change` on the account while no other request can change who is an
 * active admin (the active admins' rows are locked), and refuses it when
 * afterwards no active admin would be left.
 */
async function keepingAnActiveAdmin(user: AdminUser, change: (locked: AdminUser) => void) {
  await db.transaction(async (trx) => {
    const admins = await AdminUser.query({ client: trx })
      .where('role', 'admin')
      .whereNull('disabled_at')
      .forUpdate()
    const locked = await AdminUser.query({ client: trx })
      .where('id', user.id)
      .forUpdate()
      .firstOrFail()
    change(locked)
    const stillAdmin = locked.role === 'admin' && !locked.disabledAt
    const others = admins.filter((admin) => admin.id !== locked.id).length
    if (!stillAdmin && others === 0 && admins.some((admin) => admin.id === locked.id)) {
      throw new LastActiveAdmin()
    }
    await locked.save()
    user.merge({ role: locked.role, disabledAt: locked.disabledAt })
  })
}

/**
 * Disables (or enables again) a staff account. A disabled account cannot sign
 * in, and all its sessions end at once. The last active admin cannot be disabled.
 */
export async function setStaffDisabled(user: AdminUser, disabled: boolean) {
  await keepingAnActiveAdmin(user, (locked) => {
    locked.disabledAt = disabled ? (locked.disabledAt ?? DateTime.now()) : null
  })
  if (disabled) await endSessionsOf(user.id)
  return user
}

/** Gives the account another role; the last active admin cannot be demoted. */
export function setStaffRole(user: AdminUser, role: StaffRole) {
  return keepingAnActiveAdmin(user, (locked) => {
    locked.role = role
  })
}

/** `node ace admin:disable`: the same rules as the panel. */
export async function setAdminAccountDisabled(email: string, disabled: boolean) {
  const user = await findAdminAccount(email)
  if (!user) throw new UnknownAdminAccount(email)
  return setStaffDisabled(user, disabled)
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

/** A staff member's account, as the staff pages show it. */
export type StaffAccount = AdminUser
