/*
| Staff sign-in, throttled so that nobody can lock a colleague out:
| - per client address: 20 failures in 15 minutes, then that client waits
|   15 minutes (whatever e-mail it tries);
| - per e-mail and client: 5 failures in 15 minutes, then that client waits
|   15 minutes for that e-mail;
| - per e-mail from all clients: never a block, only a growing delay before
|   the password is checked (see accountDelayMs), so the right password from
|   any other client still signs in.
| Failures against an existing account are counted on the account; the next
| successful sign-in reports them to its owner and starts the count afresh.
| An account with two-factor sign-in is signed in only after the second
| step (attemptSecondFactor): 5 wrong codes in 15 minutes and that account's
| second step waits 15 minutes.
*/
import { setTimeout as sleep } from 'node:timers/promises'
import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import { errors as authErrors } from '@adonisjs/auth'
import db from '@adonisjs/lucid/services/db'
import AdminUser from '#models/admin_user'
import { checkSecondFactor, hasTwoFactor } from '#admin/staff/two_factor'
import type { ClientKey } from '#lib/client_key'

const WINDOW = '15 mins'

export const SIGN_IN_LIMITS = {
  perClient: 20,
  perAccountAndClient: 5,
  /** failures on one account (all clients) before its attempts are slowed down */
  freeAccountFailures: 5,
  firstDelayMs: 250,
  maxDelayMs: 5000,
} as const

const perClient = () =>
  limiter.use({ requests: SIGN_IN_LIMITS.perClient, duration: WINDOW, blockDuration: WINDOW })
const perAccountAndClient = () =>
  limiter.use({
    requests: SIGN_IN_LIMITS.perAccountAndClient,
    duration: WINDOW,
    blockDuration: WINDOW,
  })
/* counts only: `requests` is never reached in practice and nothing is ever blocked */
const perAccount = () => limiter.use({ requests: 1_000_000, duration: WINDOW })

const keysOf = (email: string, client: ClientKey) => ({
  client: `admin_sign_in:client:${client}`,
  pair: `admin_sign_in:pair:${email}:${client}`,
  account: `admin_sign_in:account:${email}`,
})

/** How long to wait before checking a password, after this many recent failures on the account. */
export function accountDelayMs(recentFailures: number): number {
  const slowed = recentFailures - SIGN_IN_LIMITS.freeAccountFailures
  if (slowed <= 0) return 0
  return Math.min(SIGN_IN_LIMITS.firstDelayMs * 2 ** (slowed - 1), SIGN_IN_LIMITS.maxDelayMs)
}

export interface FailedSignIns {
  count: number
  lastAt: DateTime
}

export type SignInResult =
  | { outcome: 'signed_in'; user: AdminUser; failedSinceLastSignIn: FailedSignIns | null }
  | { outcome: 'second_factor'; user: AdminUser }
  | { outcome: 'invalid' }
  | { outcome: 'disabled' }
  | { outcome: 'throttled'; retryInSeconds: number }

async function secondsBlocked(keys: ReturnType<typeof keysOf>): Promise<number> {
  let longest = 0
  for (const [store, key] of [
    [perClient(), keys.client],
    [perAccountAndClient(), keys.pair],
  ] as const) {
    const state = await store.get(key)
    if (state && state.remaining <= 0) longest = Math.max(longest, state.availableIn)
  }
  return longest
}

async function countFailure(email: string, keys: ReturnType<typeof keysOf>) {
  for (const [store, key] of [
    [perClient(), keys.client],
    [perAccountAndClient(), keys.pair],
  ] as const) {
    const { consumed, limit } = await store.increment(key)
    if (consumed >= limit) await store.block(key, store.blockDuration)
  }
  await perAccount().increment(keys.account)
  await db.rawQuery(
    'UPDATE admin_users SET failed_sign_ins = failed_sign_ins + 1, last_failed_sign_in_at = now() WHERE lower(email) = ?',
    [email]
  )
}

/** Records a successful sign-in; returns the failures since the previous one. */
async function recordSignIn(user: AdminUser): Promise<FailedSignIns | null> {
  const failed =
    user.failedSignIns > 0 && user.lastFailedSignInAt
      ? { count: user.failedSignIns, lastAt: user.lastFailedSignInAt }
      : null
  user.merge({ failedSignIns: 0, lastFailedSignInAt: null, lastSignInAt: DateTime.now() })
  await user.save()
  return failed
}

export async function attemptSignIn(
  email: string,
  password: string,
  client: ClientKey
): Promise<SignInResult> {
  const normalised = email.toLowerCase()
  const keys = keysOf(normalised, client)
  const blockedFor = await secondsBlocked(keys)
  if (blockedFor > 0) return { outcome: 'throttled', retryInSeconds: blockedFor }

  const recent = await perAccount().get(keys.account)
  await sleep(accountDelayMs(recent?.consumed ?? 0))
  try {
    const user = await AdminUser.verifyCredentials(normalised, password)
    if (user.disabledAt) return { outcome: 'disabled' }
    await perAccountAndClient().delete(keys.pair)
    if (hasTwoFactor(user)) return { outcome: 'second_factor', user }
    return { outcome: 'signed_in', user, failedSinceLastSignIn: await recordSignIn(user) }
  } catch (error) {
    if (!(error instanceof authErrors.E_INVALID_CREDENTIALS)) throw error
    await countFailure(normalised, keys)
    return { outcome: 'invalid' }
  }
}

const secondFactorLimit = () =>
  limiter.use({
    requests: SIGN_IN_LIMITS.perAccountAndClient,
    duration: WINDOW,
    blockDuration: WINDOW,
  })

export type SecondStepResult =
  | {
      outcome: 'signed_in'
      user: AdminUser
      failedSinceLastSignIn: FailedSignIns | null
      recoveryCodesLeft: number | null
    }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryInSeconds: number }
  | { outcome: 'gone' }

/** The second step of signing in (after the password): an app code or a recovery code. */
export async function attemptSecondFactor(
  userId: number,
  input: string
): Promise<SecondStepResult> {
  const key = `admin_two_factor:${userId}`
  const state = await secondFactorLimit().get(key)
  if (state && state.remaining <= 0)
    return { outcome: 'throttled', retryInSeconds: state.availableIn }
  const user = await AdminUser.find(userId)
  if (!user || user.disabledAt || !hasTwoFactor(user)) return { outcome: 'gone' }
  const checked = await checkSecondFactor(user, input)
  if (checked.outcome === 'wrong') {
    const store = secondFactorLimit()
    const { consumed, limit } = await store.increment(key)
    if (consumed >= limit) await store.block(key, store.blockDuration)
    return { outcome: 'wrong' }
  }
  await secondFactorLimit().delete(key)
  return {
    outcome: 'signed_in',
    user,
    failedSinceLastSignIn: await recordSignIn(user),
    recoveryCodesLeft: checked.outcome === 'recovery_code' ? checked.left : null,
  }
}

/** Where to go after signing in: only a page of the admin panel, never another site. */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string') return '/admin'
  return /^\/admin(\/|\?|$)/.test(next) && !next.includes('//') && !next.includes('\\')
    ? next
    : '/admin'
}
