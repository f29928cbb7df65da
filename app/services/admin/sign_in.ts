/*
| Staff sign-in with a throttle on failures: 5 per 15 minutes per e-mail and
| per client address, each blocked for 15 minutes once used up. A success
| clears the e-mail's counter (not the client's).
*/
import limiter from '@adonisjs/limiter/services/main'
import { errors as authErrors } from '@adonisjs/auth'
import AdminUser from '#models/admin_user'

const failures = () => limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })

const throttleKeys = (email: string, client: string) => [
  `admin_sign_in:email:${email.toLowerCase()}`,
  `admin_sign_in:client:${client}`,
]

export type SignInResult =
  | { outcome: 'signed_in'; user: AdminUser }
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryInSeconds: number }

async function secondsBlocked(keys: string[]): Promise<number> {
  let longest = 0
  for (const key of keys) {
    const state = await failures().get(key)
    if (state && state.remaining <= 0) longest = Math.max(longest, state.availableIn)
  }
  return longest
}

async function countFailure(keys: string[]) {
  const store = failures()
  for (const key of keys) {
    const { consumed, limit } = await store.increment(key)
    if (consumed >= limit) await store.block(key, store.blockDuration)
  }
}

export async function attemptSignIn(
  email: string,
  password: string,
  client: string
): Promise<SignInResult> {
  const keys = throttleKeys(email, client)
  const blockedFor = await secondsBlocked(keys)
  if (blockedFor > 0) return { outcome: 'throttled', retryInSeconds: blockedFor }
  try {
    const user = await AdminUser.verifyCredentials(email.toLowerCase(), password)
    await failures().delete(keys[0])
    return { outcome: 'signed_in', user }
  } catch (error) {
    if (!(error instanceof authErrors.E_INVALID_CREDENTIALS)) throw error
    await countFailure(keys)
    return { outcome: 'invalid' }
  }
}

/** Where to go after signing in: only a page of the admin panel, never another site. */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string') return '/admin'
  return /^\/admin(\/|\?|$)/.test(next) && !next.includes('//') && !next.includes('\\')
    ? next
    : '/admin'
}
