import { listPartnerDeals } from '#services/catalog/partner_service'
import type { Skill } from '#a2a/agent_answer'
import { bulletList, sentence } from '#a2a/answer_text'

export const listDealsSkill: Skill = async (question) => {
  const query = question.category ? { category: question.category } : {}
  const result = await listPartnerDeals(query)
  const what = question.category ? `${question.category} deals` : 'partner deals'
  const lines = result.partners.map((partner) => {
    const code = partner.code ? ` Code: ${partner.code}.` : ''
    return `${partner.name}: ${sentence(partner.deal)}${code}`
  })
  const text =
    result.total === 0
      ? `No ${what} right now. All deals: ${result.page}`
      : `${result.total} ${what}:\n${bulletList(lines, result.total)}\nAll of them: ${result.page}`
  return { text, data: { intent: 'list_deals', query, result, corrections: question.corrections } }
}
