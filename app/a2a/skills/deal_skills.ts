import { listPartnerDeals } from '#services/catalog/partner_service'
import type { PartnerListShape } from '#schemas/partner'
import type { PartnerCategory } from '#schemas/enums'
import type { Skill } from '#a2a/agent_answer'
import { bulletList, sentence } from '#a2a/answer_text'
import type { AgentText } from '#presenters/agent_text'

interface DealsQuery {
  category?: PartnerCategory
  q?: string
  has_code?: boolean
}

type Partner = PartnerListShape['partners'][number]

function dealLine(say: AgentText, partner: Partner): string {
  const link = partner.links[0] ? ` ${partner.links[0].url}` : ''
  const deal = sentence(partner.deal)
  return say.t('deal.line', { name: partner.name, deal, code: partner.code ?? 'none' }) + link
}

/** One partner named: its code (or that it needs none) first, then what it is and every link. */
function partnerText(say: AgentText, partner: Partner): string {
  const deal = sentence(partner.deal)
  const code = partner.code
    ? say.t('partner.code', { name: partner.name, code: partner.code, deal })
    : say.t('partner.no_code', { name: partner.name, kind: partner.kind, deal })
  const links = partner.links
    .map((link) => ` ${say.t('list.line', { label: link.label, value: link.url })}`)
    .join('')
  const about = say.t('partner.about', {
    name: partner.name,
    category: partner.category,
    description: sentence(partner.description),
  })
  return `${code}${links}\n${about}`
}

/* the partners are one short page: a list of deals names every partner it holds, never "and N more" */
export const listDealsSkill: Skill = async (question, _cities, say) => {
  const named = question.catalogName?.kind === 'partner' ? question.catalogName.names[0] : undefined
  const query: DealsQuery = named
    ? { q: named }
    : {
        ...(question.category ? { category: question.category } : {}),
        ...(question.hasCode ? { has_code: true } : {}),
      }
  const result = await listPartnerDeals(query)
  const what = say.t('deals.what', {
    category: query.category ?? 'all',
    code: query.has_code ? 'yes' : 'no',
  })
  const lines = result.partners.map((partner) => dealLine(say, partner))
  const text =
    named && result.partners[0]
      ? partnerText(say, result.partners[0])
      : result.total === 0
        ? say.t('deals.none', { what, url: result.page })
        : `${upperFirst(say.t('deals.list', { count: result.total, what }))}\n${bulletList(say, lines, result.total, lines.length)}\n${say.t('deals.all', { url: result.page })}`
  const asked = named || question.hasCode ? { asked: { field: 'code' as const } } : {}
  return {
    text,
    data: { intent: 'list_deals', query, result, corrections: question.corrections, ...asked },
  }
}

/* "travel deals (1):" opens the answer: its first letter up, whatever the language */
function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}
