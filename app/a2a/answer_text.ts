import type { Correction } from '#a2a/intent_parser'

/*
| Short human sentences for the text part of an answer. The data part holds
| everything; the text names the first few items and says how many more.
*/

/** How many items a text names before "and N more". */
const ITEMS_IN_TEXT = 5

/** The text with exactly one full stop at its end. */
export function sentence(text: string): string {
  return `${text.trim().replace(/[.!]+$/, '')}.`
}

/** The first items as lines, then "…and N more." when the list is longer. */
export function bulletList(lines: string[], total = lines.length): string {
  const shown = lines.slice(0, ITEMS_IN_TEXT)
  const more = total - shown.length
  return [...shown.map((line) => `- ${line}`), ...(more > 0 ? [`…and ${more} more.`] : [])].join(
    '\n'
  )
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** "(I read "berln" as Berlin.) " before the answer, when a name was corrected. */
export function withCorrections(text: string, corrections: Correction[]): string {
  if (corrections.length === 0) return text
  const notes = corrections.map(({ said, understood }) => `"${said}" as ${understood}`)
  return `(I read ${notes.join(' and ')}.) ${text}`
}
