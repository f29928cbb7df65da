/* How many unused recovery codes an account has: two-factor sign-in and the account's history both count them. */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export async function unusedCodeCount(client: Pick<QueryClientContract, 'from'>, userId: number) {
  const row = await client
    .from('staff_recovery_codes')
    .where('admin_user_id', userId)
    .whereNull('used_at')
    .count('* as left')
    .first()
  return Number(row?.left ?? 0)
}
