import { listPartnerDeals } from '#services/catalog/partner_service'
import type { PartnerListShape } from '#schemas/partner'
import type { PartnerCategory } from '#schemas/enums'
import type { Skill } from '#a2a/agent_answer'
import { bulletList, sentence } from '#a2a/answer_text'

interface DealsQuery {
  category?: PartnerCategory
  q?: string
  has_code?: boolean
}

function dealLine(partner: PartnerListShape['partners'][number]): string {
  const code = partner.code ? ` Code: ${partner.code}.` : ''
  const link = partner.links[0] ? ` ${partner.links[0].url}` : ''
  return `${partner.name}: ${sentence(partner.deal)}${code}${link}`
}

/** One partner named: its code (or that it needs none) first, then what it is and every link. */
function partnerText(partner: PartnerListShape['partners'][number]): string {
  const code = partner.code
    ? `The ${partner.name} code is ${partner.code}: ${sentence(partner.deal)}`
    : `${partner.name} has no code (${partner.kind.replaceAll('_', ' ')}): ${sentence(partner.deal)}`
  const links = partner.links.map((link) => ` ${link.label}: ${link.url}`).join('')
  return `${code}${links}\n${partner.name} (${partner.category}): ${sentence(partner.description)}`
}

export const listDealsSkill: Skill = async (question) => {
  const named = question.catalogName?.kind === 'partner' ? question.catalogName.names[0] : undefined
  const query: DealsQuery = named
    ? { q: named }
    : {
        ...(question.category ? { category: question.category } : {}),
        ...(question.hasCode ? { has_code: true } : {}),
      }
  const result = await listPartnerDeals(query)
  const kind = query.category ? `${query.category} deals` : 'partner deals'
  const what = `${kind}${query.has_code ? ' with a code' : ''}`
  const lines = result.partners.map(dealLine)
  const text =
    named && result.partners[0]
      ? partnerText(result.partners[0])
      : result.total === 0
        ? `No ${what} right now. All deals: ${result.page}`
        : `${result.total} ${what}:\n${bulletList(lines, result.total)}\nAll of them: ${result.page}`
  const asked = named || question.hasCode ? { asked: { field: 'code' as const } } : {}
  return {
    text,
    data: { intent: 'list_deals', query, result, corrections: question.corrections, ...asked },
  }
}
