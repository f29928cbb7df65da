/*
| A search text that names a month ("December", "dec", "Dezember 2026"):
| the admin events list then also finds the events starting in that month.
| English and German names and their three-letter forms are understood.
*/
const MONTHS = [
  ['january', 'januar', 'jänner'],
  ['february', 'februar'],
  ['march', 'märz', 'maerz'],
  ['april'],
  ['may', 'mai'],
  ['june', 'juni'],
  ['july', 'juli'],
  ['august'],
  ['september', 'sept'],
  ['october', 'oktober'],
  ['november'],
  ['december', 'dezember'],
]

function monthNumber(word: string): number | null {
  const index = MONTHS.findIndex((names) =>
    names.some((name) => name === word || (word.length === 3 && name.startsWith(word)))
  )
  return index === -1 ? null : index + 1
}

/** The month (1-12) and optional year a search text names, or null. */
export function monthInText(text: string): { month: number; year?: number } | null {
  const match = /^\s*(\p{L}+)\.?(?:\s+(\d{4}))?\s*$/u.exec(text.toLowerCase())
  if (!match) return null
  const month = monthNumber(match[1])
  if (!month) return null
  return match[2] ? { month, year: Number(match[2]) } : { month }
}
