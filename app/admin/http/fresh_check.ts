/*
| A signed-in staff member's current password given again on a form, checked
| through the one account-limits counter (checkCurrentSecret): the FreshCheck
| the account services require, or the field error the form shows.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type AdminUser from '#models/admin_user'
import { checkCurrentSecret, type FreshCheck } from '#admin/staff/account_limits'
import { clientOf } from '#lib/client_key'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

export type FormCheck = { check: FreshCheck } | { error: string }

/** Checks `secret` as `user`'s current password (or app code) from this request's client. */
export async function freshCheck(
  ctx: HttpContext,
  user: AdminUser,
  secret: string
): Promise<FormCheck> {
  const result = await checkCurrentSecret(user, secret, clientOf(ctx.request))
  if (result.outcome === 'confirmed') return { check: result.check }
  if (result.outcome === 'wrong') return { error: 'Your current password is not right' }
  const minutes = Math.max(1, Math.ceil(result.retryInSeconds / 60))
  return { error: `Too many wrong passwords: try again in ${plural(minutes, 'minute')}` }
}

/** The form's field error for a refused check (shown beside `field` after the redirect). */
export function flashCheckError({ session }: HttpContext, field: string, message: string) {
  session.flashErrors({ [field]: message })
  session.flash('inputErrorsBag', { [field]: [message] })
}
