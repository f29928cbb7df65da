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

export const pricingSkill: Skill = async (question) => {
  const city = question.city?.slug
  const query = { ...(city ? { city } : {}), topic: question.pricingTopic }
  const result = await getPricing(city ? { city } : {})
  return {
    text: withCorrections(pricingText(result, question.pricingTopic), question.corrections),
    data: { intent: 'pricing', query, result, corrections: question.corrections },
  }
}
