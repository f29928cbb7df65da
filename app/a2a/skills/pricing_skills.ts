import { getPricing } from '#services/catalog/pricing_service'
import type { PricingShape } from '#schemas/pricing'
import type { PricingTopic } from '#schemas/a2a'
import type { Skill } from '#a2a/agent_answer'
import type { EventShape } from '#schemas/event'
import { bulletList, withCorrections } from '#a2a/answer_text'
import type { AgentText } from '#presenters/agent_text'
import { pricesWords, ticketsWords } from '#presenters/agent_events'
import { eventsAnswer } from '#a2a/skills/event_skills'
import { docLine } from '#a2a/skills/doc_links'
import { PRICING_TOPIC_CUES, englishOf } from '#a2a/vocabulary'
import type { ParsedQuestion } from '#a2a/intent_parser'

function priceLine(say: AgentText, event: EventShape): string {
  return say.t('event.prices_line', {
    name: event.name,
    when: say.dateTime(event.start),
    prices: pricesWords(say, event.tickets.options),
    tickets: ticketsWords(say, event),
    url: event.tickets.buy_url,
  })
}

/** Ticket prices of the events asked for: city, type and date range combine. */
export const ticketPricesSkill: Skill = async (question, _cities, say) => {
  return eventsAnswer(question, say, 'ticket_prices', priceLine, { heading: 'events.prices' })
}

export const freeOffersSkill: Skill = async (question, _cities, say) => {
  const result = await getPricing({})
  const lines = result.free.map((item) =>
    say.t('list.line', { label: item.title, value: item.description })
  )
  const list =
    lines.length === 0
      ? say.t('free.none')
      : `${say.t('free.list')}\n${bulletList(say, lines, lines.length)}`
  /* the pricing page says the rest (what each package and fee costs) */
  const text = `${list}\n${say.t('pricing.everything', { url: result.markdown_url })}`
  return {
    text,
    data: { intent: 'free_offers', query: {}, result, corrections: question.corrections },
  }
}

function topicLines(
  say: AgentText,
  pricing: PricingShape,
  topic: Exclude<PricingTopic, 'all'>
): string[] {
  if (topic === 'packages') {
    return pricing.packages.map(
      (item) => `${item.title} (${say.money(item.price, item.currency)}): ${item.description}`
    )
  }
  return pricing[topic].map((item) =>
    say.t('list.line', { label: item.title, value: item.description })
  )
}

function pricingText(say: AgentText, pricing: PricingShape, topic: PricingTopic): string {
  const topics = topic === 'all' ? (['packages', 'refund_policy', 'fee_policy'] as const) : [topic]
  const sections = topics.map((name) => {
    const lines = topicLines(say, pricing, name)
    const list = lines.length
      ? bulletList(say, lines, lines.length)
      : `- ${say.t('pricing.none_listed')}`
    return `${say.t(`pricing.${name}`)}\n${list}`
  })
  const names = pricing.free.map((item) => item.title).join(', ')
  const free = topic === 'all' ? [say.t('pricing.free', { names })] : []
  return [...free, ...sections, say.t('pricing.everything', { url: pricing.markdown_url })].join(
    '\n'
  )
}

/** The packages the question names, first (their price and what is in them). */
function namedPackagesText(
  say: AgentText,
  pricing: PricingShape,
  question: ParsedQuestion
): string | null {
  if (question.catalogName?.kind !== 'package') return null
  const slugs = question.catalogName.keys
  const named = pricing.packages.filter((item) => slugs.includes(item.slug))
  if (named.length === 0) return null
  return named
    .map((item) => `${item.title}: ${say.money(item.price, item.currency)}. ${item.description}`)
    .join('\n')
}

/**
 * The policy document behind a topic of the pricing page (the refund
 * policy for refunds and packages): the docs search's best policy for the
 * topic's English words.
 */
async function policyLine(topic: PricingTopic): Promise<string> {
  const cue = PRICING_TOPIC_CUES.find(([name]) => name === topic)?.[1]
  return docLine(cue ? englishOf(cue) : [], 'policy')
}

export const pricingSkill: Skill = async (question, _cities, say) => {
  const city = question.city?.slug
  const query = { ...(city ? { city } : {}), topic: question.pricingTopic }
  const result = await getPricing(city ? { city } : {})
  const named = namedPackagesText(say, result, question)
  const everything = say.t('pricing.everything', { url: result.markdown_url })
  const text = named
    ? `${named}\n${everything}`
    : pricingText(say, result, question.pricingTopic) + (await policyLine(question.pricingTopic))
  return {
    text: withCorrections(say, text, question.corrections),
    data: { intent: 'pricing', query, result, corrections: question.corrections },
  }
}
