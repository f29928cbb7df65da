import { getDoc, searchDocs } from '#services/catalog/docs_service'
import type { Skill } from '#a2a/agent_answer'
import { helpSkill } from '#a2a/skills/help_skills'
import { passageOf, wholeLineOf } from '#a2a/skills/doc_passage'

/*
| Questions no catalog intent claims (how to pay, a ticket for someone else,
| a cancelled event…) are answered from the service's own texts: the docs
| search (FAQ, policies, guides, the pricing page — the docs MCP server's
| search), with the best passage (a whole sentence or bullet) and its link. Nothing found: the help answer.
*/

export const searchDocsSkill: Skill = async (question, cities, say) => {
  const words = question.searchWords
  if (words.length === 0) return helpSkill(question, cities, say)
  const query = { query: words.join(' or '), limit: 3 }
  const result = await searchDocs(query)
  const [best, ...others] = result.results
  if (!best) return helpSkill(question, cities, say)
  const more = others
    .map((hit) => `- ${say.t('list.line', { label: hit.title, value: hit.url })}`)
    .join('\n')
  const readMore = say.t('docs.read_more', { url: best.url })
  const also = more ? `\n${say.t('docs.also')}\n${more}` : ''
  const cut = passageOf(best.snippet)
  const page = await getDoc(best.id)
  const quoted = (page.ok ? wholeLineOf(page.value.markdown, cut) : null) ?? cut
  /* a page's title names its topic ("Refund policy"); the pricing page's names only the site */
  const passage =
    best.kind === 'pricing' ? quoted : say.t('list.line', { label: best.title, value: quoted })
  const text = `${passage}\n${readMore}${also}`
  return {
    text,
    data: { intent: 'search_docs', query, result, corrections: question.corrections },
  }
}
