/**
 * The key of a catalog read: the operation and its validated parameters with
 * keys sorted and absent values dropped, so key order, unknown parameters
 * (removed by validation) and explicit defaults do not make new entries.
 */
export function cacheKey(operation: string, params: Record<string, unknown> = {}): string {
  return `${operation}:${JSON.stringify(normalize(params))}`
}

function normalize(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (typeof (value as { toISO?: unknown }).toISO === 'function') {
    return (value as { toISO: () => string }).toISO()
  }
  if (Array.isArray(value)) return value.map(normalize)
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    const child = (value as Record<string, unknown>)[key]
    if (child !== undefined && child !== null && child !== '') sorted[key] = normalize(child)
  }
  return sorted
}
