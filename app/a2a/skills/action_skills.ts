import { listPartnerDeals } from '#services/catalog/partner_service'
import { getPricing } from '#services/catalog/pricing_service'
import { serviceConfig } from '#config/service'
import { linkUrl } from '#services/discovery/surfaces'
import type { AgentAction } from '#schemas/a2a'
import type { EventShape } from '#schemas/event'
import type { Skill } from '#a2a/agent_answer'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { selectEvents } from '#a2a/skills/event_selection'

/*
| Actions the agent cannot take (it reads the catalog, it never books, buys,
| pays or signs anyone up): said plainly, with where the student can do it —
| the event's ticket shop or page (its waitlist form), the travel deals, the
| refund policy and the team.
*/

type Where = { label: string; url: string }

const WHAT: Record<AgentAction, string> = {
  book: 'book tickets',
  buy: 'buy tickets',
  pay: 'take payments',
  sign_up: 'sign you up',
  cancel: 'cancel or refund bookings',
  travel: 'book travel',
}

/** The events the question is about, when it names any (a city, a kind, a name). */
async function eventsAsked(question: ParsedQuestion) {
  const city = question.city?.slug ?? question.eventPlace ?? undefined
  const named = question.catalogName?.kind === 'event' ? question.catalogName.keys : undefined
  if (!city && !question.eventType && !named) return []
  const query = {
    ...(city ? { city } : {}),
    type: question.eventType ?? ('all' as const),
    upcoming: true,
    ...(question.dateRange ? { between: question.dateRange } : {}),
  }
  const selected = await selectEvents(query, { eventIds: named })
  return selected.events.slice(0, 3)
}

function eventPlaces(action: AgentAction, events: EventShape[]): Where[] {
  return events.map((event) =>
    action === 'sign_up'
      ? { label: `${event.name}: event page (waitlist and early-access sign-up)`, url: event.url }
      : { label: `${event.name}: tickets`, url: event.tickets.buy_url }
  )
}

async function wherePlaces(action: AgentAction, events: EventShape[]): Promise<Where[]> {
  if (action === 'travel') {
    const travel = await listPartnerDeals({ category: 'travel' })
    return [
      { label: 'Travel deals', url: travel.page },
      ...travel.partners.flatMap((partner) => partner.links.slice(0, 1)),
    ]
  }
  if (action === 'cancel') {
    const pricing = await getPricing({})
    return [
      { label: 'Refund policy', url: pricing.markdown_url },
      { label: `The team (${serviceConfig.supportEmail})`, url: linkUrl('contactPage') },
    ]
  }
  if (events.length > 0) return eventPlaces(action, events)
  return [{ label: 'Events and their ticket links', url: linkUrl('eventsPage') }]
}

export const cannotDoSkill: Skill = async (question) => {
  const action = question.action!
  const events = action === 'travel' || action === 'cancel' ? [] : await eventsAsked(question)
  const where = await wherePlaces(action, events)
  const lines = where.map((place) => `- ${place.label}: ${place.url}`).join('\n')
  const text = `I can't ${WHAT[action]}: I only read the catalog. You can do it here:\n${lines}`
  return {
    text,
    data: {
      intent: 'cannot_do',
      query: { action, asked: question.asked === 'cannot_do' ? 'help' : question.asked },
      result: { action, where },
      corrections: question.corrections,
    },
  }
}
