/*
| Sentences with one part set apart: "Sales open <time>Sat 31 Oct</time>."
| The whole sentence is one catalog message (the part's place differs from
| language to language); the page puts the part in its own element.
*/
import type { SiteText } from '#presenters/site_text'

const MARK = '\u0000'

/** The message `key` with `slot` left out: the text before and after it. */
export function textAround(
  text: SiteText,
  key: string,
  slot: string,
  values: Record<string, string | number> = {}
): { before: string; after: string } {
  const [before, after = ''] = text.t(key, { ...values, [slot]: MARK }).split(MARK)
  return { before, after }
}
