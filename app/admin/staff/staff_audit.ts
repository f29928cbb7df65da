/*
| Staff-account changes in the history (type `staff_account`, id the
| account's id): invitations, roles, disabling and enabling, password links
| sent and passwords set. A snapshot names what an admin needs to see and
| never holds a password hash or a link token: when the password last
| changed (kept by the database, migration 0071) and which password links
| are open (purpose and expiry).
*/
import { unusedCodeCount } from '#admin/staff/recovery_code_count'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordChange, type AuditActor, type Snapshot } from '#admin/staff/audit_trail'

const ACCOUNT_FIELDS = [
  'email',
  'full_name',
  'role',
  'disabled_at',
  'password_changed_at',
  'two_factor_enabled_at',
]

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null)

async function openLinks(trx: TransactionClientContract, userId: number) {
  const links: { purpose: string; expires_at: Date; delivery: string }[] = await trx
    .from('staff_account_links')
    .select('purpose', 'expires_at', 'delivery')
    .where('admin_user_id', userId)
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .orderBy('id')
  return links.map((link) => ({
    purpose: link.purpose,
    expires_at: isoOrNull(link.expires_at),
    delivery: link.delivery,
  }))
}

/** The account as its history shows it, read in `trx`; null when there is none. */
async function staffSnapshot(
  trx: TransactionClientContract,
  userId: number
): Promise<Snapshot | null> {
  const account = await trx.from('admin_users').select(ACCOUNT_FIELDS).where('id', userId).first()
  if (!account) return null
  return {
    ...account,
    disabled_at: isoOrNull(account.disabled_at),
    password_changed_at: isoOrNull(account.password_changed_at),
    two_factor_enabled_at: isoOrNull(account.two_factor_enabled_at),
    /* only while two-factor sign-in is on (an account without it has no codes to count) */
    recovery_codes_left: account.two_factor_enabled_at ? await unusedCodeCount(trx, userId) : null,
    password_links: await openLinks(trx, userId),
  }
}

/** Records the account's creation (call in the transaction that created it). */
export async function recordStaffCreated(
  trx: TransactionClientContract,
  actor: AuditActor,
  userId: number
) {
  const after = await staffSnapshot(trx, userId)
  await recordChange(trx, actor, 'staff_account', {
    action: 'create',
    entityId: userId,
    before: null,
    after,
  })
}

/** Runs `change` in `trx` and records the account before and after it (nothing if unchanged). */
export async function recordStaffChange<T>(
  trx: TransactionClientContract,
  actor: AuditActor,
  userId: number,
  change: () => Promise<T>
): Promise<T> {
  const before = await staffSnapshot(trx, userId)
  const result = await change()
  const after = await staffSnapshot(trx, userId)
  await recordChange(trx, actor, 'staff_account', {
    action: 'update',
    entityId: userId,
    before,
    after,
  })
  return result
}
