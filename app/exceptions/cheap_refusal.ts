/**
 * A refusal made without a stack trace: a flood or a burst is refused many
 * times a second, and the trace would be most of its cost.
 */
export function withoutStackTrace<T>(make: () => T): T {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return make()
  } finally {
    Error.stackTraceLimit = limit
  }
}
