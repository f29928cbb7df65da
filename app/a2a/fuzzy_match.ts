/*
| A small fuzzy matcher for names typed by people: optimal-string-alignment
| Damerau-Levenshtein distance (insertions, deletions, substitutions and
| swaps of neighbouring letters) with a tolerance that grows with length.
*/

export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (__, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.length][b.length]
}

/** Typos tolerated: none up to 4 letters, one up to 8, two beyond. */
export function toleratedTypos(length: number): number {
  if (length <= 4) return 0
  return length <= 8 ? 1 : 2
}

/** The distance of `said` to `name` when within tolerance, else null. */
export function fuzzyDistance(said: string, name: string): number | null {
  if (said === name) return 0
  const tolerance = toleratedTypos(Math.min(said.length, name.length))
  if (tolerance === 0 || Math.abs(said.length - name.length) > tolerance) return null
  const distance = editDistance(said, name)
  return distance <= tolerance ? distance : null
}
