/** `make(key)` once per key, then the same value for that key (a set of helpers per language). */
export function keptPerKey<K, V>(make: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>()
  return (key) => {
    if (!kept.has(key)) kept.set(key, make(key))
    return kept.get(key)!
  }
}
