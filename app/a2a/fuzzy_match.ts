/*
| A small fuzzy matcher for names typed by people: optimal-string-alignment
| Damerau-Levenshtein distance (insertions, deletions, substitutions and
| swaps of neighbouring letters) with a tolerance that grows with length.
*/

/* Three rolling rows (the swap looks two rows back), reused across calls: no allocation per call */
let rows: [number[], number[], number[]] = [[], [], []]

/**
 * Optimal-string-alignment distance of `a` and `b`; stops early and returns
 * `limit + 1` once every alignment already costs more than `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  let [twoBack, previous, current] = rows
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, twoBack[j - 2] + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    ;[twoBack, previous, current] = [previous, current, twoBack]
  }
  rows = [twoBack, previous, current]
  return previous[b.length]
}

/** Typos tolerated: none up to 4 letters, one up to 8, two beyond. */
function toleratedTypos(length: number): number {
  if (length <= 4) return 0
  return length <= 8 ? 1 : 2
}

/** The distance of `said` to `name` when within tolerance, else null. */
export function fuzzyDistance(said: string, name: string): number | null {
  if (said === name) return 0
  const tolerance = toleratedTypos(Math.min(said.length, name.length))
  if (tolerance === 0 || Math.abs(said.length - name.length) > tolerance) return null
  const distance = editDistance(said, name, tolerance)
  return distance <= tolerance ? distance : null
}
