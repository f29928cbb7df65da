import { getPricing } from '#services/catalog/pricing_service'
import type { PricingShape } from '#schemas/pricing'
import type { PricingTopic } from '#schemas/a2a'
import type { Skill } from '#a2a/agent_answer'
import type { EventShape } from '#schemas/event'
import { bulletList, withCorrections } from '#a2a/answer_text'
import { localDateTime } from '#presenters/dates'
import { pricesInSentence, ticketsPhrase } from '#presenters/events'
import { moneyInSentence } from '#presenters/money'
import { eventsAnswer } from '#a2a/skills/event_skills'
import { searchDocs } from '#services/catalog/docs_service'
import { PRICING_TOPIC_CUES, englishOf } from '#a2a/vocabulary'
import type { ParsedQuestion } from '#a2a/intent_parser'

function priceLine(event: EventShape): string {
  const status = ticketsPhrase(event)
  return `${event.name} (${localDateTime(event.start)}): ${pricesInSentence(event.tickets.options)}; ${status}. Buy: ${event.tickets.buy_url}`
}

/** Ticket prices of the events asked for: city, type and date range combine. */
export const ticketPricesSkill: Skill = async (question) => {
  return eventsAnswer(question, 'ticket_prices', priceLine, { lead: 'Ticket prices of ' })
}

export const freeOffersSkill: Skill = async (question) => {
  const result = await getPricing({})
  const lines = result.free.map((item) => `${item.title}: ${item.description}`)
  const text =
    lines.length === 0
      ? 'Nothing is listed as free right now.'
      : `Free for students:\n${bulletList(lines, lines.length)}`
  return {
    text,
    data: { intent: 'free_offers', query: {}, result, corrections: question.corrections },
  }
}

const TOPIC_TITLES: Record<Exclude<PricingTopic, 'all'>, string> = {
  packages: 'Packages',
  refund_policy: 'Refund policy',
  fee_policy: 'Fees',
}

function topicLines(pricing: PricingShape, topic: Exclude<PricingTopic, 'all'>): string[] {
  if (topic === 'packages') {
    return pricing.packages.map(
      (item) => `${item.title} (${moneyInSentence(item.price, item.currency)}): ${item.description}`
    )
  }
  return pricing[topic].map((item) => `${item.title}: ${item.description}`)
}

function pricingText(pricing: PricingShape, topic: PricingTopic): string {
  const topics = topic === 'all' ? (['packages', 'refund_policy', 'fee_policy'] as const) : [topic]
  const sections = topics.map((name) => {
    const lines = topicLines(pricing, name)
    return `${TOPIC_TITLES[name]}:\n${lines.length ? bulletList(lines, lines.length) : '- none listed'}`
  })
  const free =
    topic === 'all' ? [`Free: ${pricing.free.map((item) => item.title).join(', ')}.`] : []
  return [...free, ...sections, `Everything: ${pricing.markdown_url}`].join('\n')
}

/** The packages the question names, first (their price and what is in them). */
function namedPackagesText(pricing: PricingShape, question: ParsedQuestion): string | null {
  if (question.catalogName?.kind !== 'package') return null
  const slugs = question.catalogName.keys
  const named = pricing.packages.filter((item) => slugs.includes(item.slug))
  if (named.length === 0) return null
  return named
    .map(
      (item) => `${item.title}: ${moneyInSentence(item.price, item.currency)}. ${item.description}`
    )
    .join('\n')
}

/**
 * The policy document behind a topic of the pricing page (the refund
 * policy for refunds and packages): the docs search's best policy for the
 * topic's English words.
 */
async function policyLine(topic: PricingTopic): Promise<string> {
  const cue = PRICING_TOPIC_CUES.find(([name]) => name === topic)?.[1]
  const words = cue ? englishOf(cue) : []
  if (words.length === 0) return ''
  const found = await searchDocs({ query: words.join(' or '), kind: 'policy', limit: 1 })
  const [best] = found.results
  return best ? `\n${best.title}: ${best.url}` : ''
}

export const pricingSkill: Skill = async (question) => {
  const city = question.city?.slug
  const query = { ...(city ? { city } : {}), topic: question.pricingTopic }
  const result = await getPricing(city ? { city } : {})
  const named = namedPackagesText(result, question)
  const text = named
    ? `${named}\nEverything: ${result.markdown_url}`
    : pricingText(result, question.pricingTopic) + (await policyLine(question.pricingTopic))
  return {
    text: withCorrections(text, question.corrections),
    data: { intent: 'pricing', query, result, corrections: question.corrections },
  }
}
