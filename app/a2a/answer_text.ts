import type { Correction } from '#a2a/intent_parser'
import type { AgentText } from '#presenters/agent_text'

/*
| Short human sentences for the text part of an answer, in the answer's
| language (the catalog's agent.json). The data part holds everything; the
| text names the first few items and says how many more.
*/

/** How many items a text names before "and N more". */
const ITEMS_IN_TEXT = 5

/** The text with exactly one full stop at its end. */
export function sentence(text: string): string {
  return `${text.trim().replace(/[.!]+$/, '')}.`
}

/** The first items as lines, then "…and N more." when the list is longer. */
export function bulletList(
  say: AgentText,
  lines: string[],
  total = lines.length,
  limit = ITEMS_IN_TEXT
): string {
  const shown = lines.slice(0, limit)
  const more = total - shown.length
  const tail = more > 0 ? [say.t('list.more', { count: more })] : []
  return [...shown.map((line) => `- ${line}`), ...tail].join('\n')
}

/** "(I read "berln" as Berlin.) " before the answer, when a name was corrected. */
export function withCorrections(say: AgentText, text: string, corrections: Correction[]): string {
  if (corrections.length === 0) return text
  const notes = corrections.map(({ said, understood }) =>
    say.t('note.correction', { said, understood })
  )
  return `${say.t('note.corrections', { notes: say.list(notes) })} ${text}`
}
