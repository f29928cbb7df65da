/*
| How a service answers when a failure is expected (docs/errors.md): the
| value, or the failure the caller must look at. Each door
| maps a failure to its own form, once.
*/

export interface Ok<T> {
  ok: true
  value: T
}

export interface Failed<F> {
  ok: false
  failure: F
}

export type Result<T, F> = Ok<T> | Failed<F>

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value }
}

export function failed<F>(failure: F): Failed<F> {
  return { ok: false, failure }
}

/** A result whose value a function of the value made; a failure passes through as it is. */
export function mapResult<T, U, F>(result: Result<T, F>, map: (value: T) => U): Result<U, F> {
  return result.ok ? ok(map(result.value)) : result
}

/**
 * The value of a read that cannot fail as it was asked (no cursor, or one
 * this process issued): a failure there is a bug, thrown as one.
 */
export function expectValue<T>(result: Result<T, { message: string }>): T {
  if (result.ok) return result.value
  throw new Error(`Unexpected failure: ${result.failure.message}`)
}
