/*
| Limits on the account flows that do not sign anyone in (sign-in has its
| own, app/admin/staff/sign_in.ts), counted with @adonisjs/limiter per
| account and per client address:
| - "Forgot password": every request counts. A client sends at most
|   FORGOT_PASSWORD.perClient requests an hour (then 429); an address gets
|   at most FORGOT_PASSWORD.perAccount links an hour, further requests get
|   the same answer and send nothing. The first request over the account's
|   limit tells the owner by e-mail (once per window).
| - The current password, wherever a signed-in staff member gives it again
|   (password change, two-factor on or off, recovery codes, an admin's
|   two-factor reset of a colleague): every check is `checkCurrentSecret`,
|   the only maker of a FreshCheck, which the account services require.
|   Wrong ones count: after CURRENT_PASSWORD.perAccount wrong ones on an
|   account, or perClient from one client, checking is paused for the
|   window, the right password included; the owner is told by e-mail when
|   the account's limit trips.
*/
import hash from '@adonisjs/core/services/hash'
import type AdminUser from '#models/admin_user'
import { acceptAppCode } from '#admin/staff/app_codes'
import limiter from '@adonisjs/limiter/services/main'
import logger from '@adonisjs/core/services/logger'
import AccountAlert, { type AccountAlertKind } from '#mails/account_alert'
import { contactMailConfig, isSmtpConfigured, sendOverSmtp } from '#services/mail/team_mailer'
import type { ClientKey } from '#lib/client_key'

interface AccountLimit {
  perAccount: number
  perClient: number
  /** the window in the limiter's words, and in the e-mail's */
  window: string
  words: string
}

export const FORGOT_PASSWORD: AccountLimit = {
  perAccount: 3,
  perClient: 10,
  window: '1 hour',
  words: '1 hour',
}

export const CURRENT_PASSWORD: AccountLimit = {
  perAccount: 5,
  perClient: 10,
  window: '15 mins',
  words: '15 minutes',
}

const counter = (requests: number, window: string) =>
  limiter.use({ requests, duration: window, blockDuration: window })

/** Seconds until the key may be used again (0: it may now). */
async function secondsBlocked(requests: number, window: string, key: string) {
  const state = await counter(requests, window).get(key)
  return state && state.remaining <= 0 ? Math.max(1, state.availableIn) : 0
}

/** Counts one more use of the key: whether it was within the limit, and whether it just went over. */
async function countUse(requests: number, window: string, key: string) {
  const store = counter(requests, window)
  const { consumed, availableIn } = await store.increment(key)
  if (consumed === requests) await store.block(key, window)
  return { within: consumed <= requests, reachedLimit: consumed === requests, availableIn }
}

/** E-mails the owner of an account that a limit tripped (best effort: logged when it fails). */
export async function alertOwner(to: string, kind: AccountAlertKind, attempts: number) {
  if (!isSmtpConfigured(contactMailConfig)) {
    logger.warn({ kind }, 'account limit tripped; no SMTP to tell the owner')
    return
  }
  const limit = kind === 'reset_requests' ? FORGOT_PASSWORD : CURRENT_PASSWORD
  const mail = new AccountAlert({ kind, to, attempts, window: limit.words, pause: limit.words })
  try {
    await sendOverSmtp(mail, contactMailConfig)
  } catch (error) {
    logger.warn({ err: error, kind }, 'account alert e-mail not sent')
  }
}

export type ResetRequestVerdict =
  | { outcome: 'client_throttled'; retryInSeconds: number }
  /** send the link (`send`), or nothing; `alert`: tell the owner the limit tripped */
  | { outcome: 'accepted'; send: boolean; alert: boolean }

/**
 * Counts a "Forgot password" request of `client` for `email` (whether or
 * not an account has it: the answer must not tell).
 */
export async function countResetRequest(
  email: string,
  client: ClientKey
): Promise<ResetRequestVerdict> {
  const { perAccount, perClient, window } = FORGOT_PASSWORD
  const byClient = await countUse(perClient, window, `forgot_password:client:${client}`)
  if (!byClient.within) {
    return { outcome: 'client_throttled', retryInSeconds: Math.max(1, byClient.availableIn) }
  }
  const byAccount = await countUse(perAccount + 1, window, `forgot_password:account:${email}`)
  /* the (perAccount + 1)-th request is the first refused: it tells the owner */
  return {
    outcome: 'accepted',
    send: !byAccount.reachedLimit && byAccount.within,
    alert: byAccount.reachedLimit,
  }
}

const currentPasswordKeys = (accountId: number, client: ClientKey) => ({
  account: `current_password:account:${accountId}`,
  client: `current_password:client:${client}`,
})

/** Seconds until the current password may be checked again for this account and client. */
async function currentPasswordPause(accountId: number, client: ClientKey): Promise<number> {
  const keys = currentPasswordKeys(accountId, client)
  const { perAccount, perClient, window } = CURRENT_PASSWORD
  return Math.max(
    await secondsBlocked(perAccount, window, keys.account),
    await secondsBlocked(perClient, window, keys.client)
  )
}

/** Counts a wrong current password; true when it made the account's limit trip. */
async function countWrongCurrentPassword(accountId: number, client: ClientKey) {
  const keys = currentPasswordKeys(accountId, client)
  const { perAccount, perClient, window } = CURRENT_PASSWORD
  await countUse(perClient, window, keys.client)
  const byAccount = await countUse(perAccount, window, keys.account)
  return byAccount.reachedLimit
}

/** The right current password: the account's count starts afresh. */
async function forgetWrongCurrentPasswords(accountId: number, client: ClientKey) {
  const { perAccount, window } = CURRENT_PASSWORD
  await counter(perAccount, window).delete(currentPasswordKeys(accountId, client).account)
}

declare const freshlyChecked: unique symbol

/**
 * Proof that the account's owner gave their current password (or a current
 * app code) just now, within the limits. Only `checkCurrentSecret` makes one;
 * the services of security-relevant account changes take it.
 */
export interface FreshCheck {
  readonly [freshlyChecked]: true
  readonly accountId: number
}

export type CurrentSecretCheck =
  | { outcome: 'confirmed'; check: FreshCheck }
  | { outcome: 'wrong' }
  | { outcome: 'paused'; retryInSeconds: number }

const SIX_DIGITS = /^\s*\d{3}\s?\d{3}\s*$/

/** The password, or with two-factor on a current app code (6 digits: never a password). */
async function isRightSecret(user: AdminUser, secret: string) {
  if (user.twoFactorEnabledAt !== null && SIX_DIGITS.test(secret)) {
    return acceptAppCode(user, secret.replace(/\s+/g, ''))
  }
  return hash.use('scrypt').verify(user.password, secret)
}

/**
 * The one check of a signed-in staff member's current password (or app
 * code), by `client`: paused while a limit holds, wrong ones counted (the
 * owner is told when the account's limit trips), the right one clears the
 * account's count.
 */
export async function checkCurrentSecret(
  user: AdminUser,
  secret: string,
  client: ClientKey
): Promise<CurrentSecretCheck> {
  const paused = await currentPasswordPause(user.id, client)
  if (paused > 0) return { outcome: 'paused', retryInSeconds: paused }
  if (secret && (await isRightSecret(user, secret))) {
    await forgetWrongCurrentPasswords(user.id, client)
    return { outcome: 'confirmed', check: { accountId: user.id } as FreshCheck }
  }
  if (await countWrongCurrentPassword(user.id, client)) {
    await alertOwner(user.email, 'current_password', CURRENT_PASSWORD.perAccount)
  }
  return { outcome: 'wrong' }
}

/** Refuses a FreshCheck of another account (a programming error, never a user's). */
export function assertFreshCheckOf(check: FreshCheck, accountId: number) {
  if (check.accountId !== accountId) throw new Error('The fresh check is of another account')
}
