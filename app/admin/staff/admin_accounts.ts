import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AdminUser from '#models/admin_user'
import { endSessionsOf } from '#admin/staff/staff_sessions'
import { recordStaffChange, recordStaffCreated } from '#admin/staff/staff_audit'
import type { Actor, AuditActor } from '#admin/staff/audit_trail'
import type { StaffRole } from '#schemas/enums'
import { assertFreshCheckOf, type FreshCheck } from '#admin/staff/account_limits'
import { noticeOwner } from '#admin/staff/account_notices'

/** The account itself as the actor of a change it makes (its own password). */
export const selfActor = (user: AdminUser): Actor => ({
  id: user.id,
  email: user.email,
  role: user.role,
})

export class DuplicateAdminAccount extends Error {
  constructor(email: string) {
    super(`A staff account for ${email} already exists`)
  }
}

/** Creates a staff account, audited; the model hashes the password (scrypt) before saving. */
export async function createAdminAccount(
  actor: AuditActor,
  input: { email: string; password: string; fullName?: string; role: StaffRole }
) {
  const email = input.email.trim().toLowerCase()
  const existing = await AdminUser.query().whereRaw('lower(email) = ?', [email]).first()
  if (existing) throw new DuplicateAdminAccount(email)
  return db.transaction(async (trx) => {
    const user = await AdminUser.create(
      { email, password: input.password, fullName: input.fullName ?? null, role: input.role },
      { client: trx }
    )
    await recordStaffCreated(trx, actor, user.id)
    return user
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
 * afterwards no active admin would be left. Audited.
 */
async function keepingAnActiveAdmin(
  actor: AuditActor,
  user: AdminUser,
  change: (locked: AdminUser) => void
) {
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
    await recordStaffChange(trx, actor, locked.id, () => locked.save())
    user.merge({ role: locked.role, disabledAt: locked.disabledAt })
  })
}

/**
 * Disables (or enables again) a staff account. A disabled account cannot sign
 * in, and all its sessions end at once. The last active admin cannot be disabled.
 */
export async function setStaffDisabled(actor: AuditActor, user: AdminUser, disabled: boolean) {
  await keepingAnActiveAdmin(actor, user, (locked) => {
    locked.disabledAt = disabled ? (locked.disabledAt ?? DateTime.now()) : null
  })
  if (disabled) await endSessionsOf(user.id)
  return user
}

/** Gives the account another role; the last active admin cannot be demoted. */
export function setStaffRole(actor: AuditActor, user: AdminUser, role: StaffRole) {
  return keepingAnActiveAdmin(actor, user, (locked) => {
    locked.role = role
  })
}

/** `node ace admin:disable`: the same rules as the panel (audited with no staff actor). */
export async function setAdminAccountDisabled(email: string, disabled: boolean) {
  const user = await findAdminAccount(email)
  if (!user) throw new UnknownAdminAccount(email)
  return setStaffDisabled(null, user, disabled)
}

/**
 * Sets a new password once the owner gave the current one (`check`), ends
 * every session of the account and tells the owner by e-mail.
 */
export async function changeAdminPassword(user: AdminUser, check: FreshCheck, newPassword: string) {
  assertFreshCheckOf(check, user.id)
  await db.transaction((trx) =>
    recordStaffChange(trx, selfActor(user), user.id, async () => {
      const locked = await AdminUser.query({ client: trx }).where('id', user.id).firstOrFail()
      locked.password = newPassword
      await locked.save()
    })
  )
  await endSessionsOf(user.id)
  await noticeOwner(user.email, 'password_changed')
}

/** A staff member's account, as the staff pages show it. */
export type StaffAccount = AdminUser
