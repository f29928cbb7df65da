import { listPartnerDeals } from '#services/catalog/partner_service'
import { getPricing } from '#services/catalog/pricing_service'
import { serviceConfig } from '#config/service'
import { linkUrl } from '#services/discovery/surfaces'
import type { AgentAction } from '#schemas/a2a'
import type { EventShape } from '#schemas/event'
import type { Skill } from '#a2a/agent_answer'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { selectEvents } from '#a2a/skills/event_selection'
import { agentText, type AgentText } from '#presenters/agent_text'

/*
| Actions the agent cannot take (it reads the catalog, it never books, buys,
| pays or signs anyone up): said plainly, with where the student can do it —
| the event's ticket shop or page (its waitlist form), the travel deals, the
| refund policy and the team.
*/

type Where = { label: string; url: string }

/** A place to go: a catalog message naming it (or a label as staff wrote it) and its link. */
type Place = { url: string } & (
  { key: string; values?: Record<string, string> } | { label: string }
)

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

function eventPlaces(action: AgentAction, events: EventShape[]): Place[] {
  return events.map((event) =>
    action === 'sign_up'
      ? { key: 'cannot.event_page', values: { name: event.name }, url: event.url }
      : { key: 'cannot.event_tickets', values: { name: event.name }, url: event.tickets.buy_url }
  )
}

async function wherePlaces(action: AgentAction, events: EventShape[]): Promise<Place[]> {
  if (action === 'travel') {
    const travel = await listPartnerDeals({ category: 'travel' })
    return [
      { key: 'cannot.travel_deals', url: travel.page },
      ...travel.partners.flatMap((partner) => partner.links.slice(0, 1)),
    ]
  }
  if (action === 'cancel') {
    const pricing = await getPricing({})
    return [
      { key: 'cannot.refund_policy', url: pricing.markdown_url },
      {
        key: 'cannot.team',
        values: { email: serviceConfig.supportEmail },
        url: linkUrl('contactPage'),
      },
    ]
  }
  if (events.length > 0) return eventPlaces(action, events)
  return [{ key: 'cannot.events', url: linkUrl('eventsPage') }]
}

/** The places in words of one language. */
function inWords(say: AgentText, places: Place[]): Where[] {
  return places.map((place) => ({
    label: 'label' in place ? place.label : say.t(place.key, place.values),
    url: place.url,
  }))
}

/** The data part names the places in English, whatever the answer's language (its shape is language-neutral). */
const DATA_WORDS = agentText('en')

export const cannotDoSkill: Skill = async (question, _cities, say) => {
  const action = question.action!
  const events = action === 'travel' || action === 'cancel' ? [] : await eventsAsked(question)
  const places = await wherePlaces(action, events)
  const where = inWords(DATA_WORDS, places)
  const lines = inWords(say, places)
    .map((place) => `- ${say.t('list.line', { label: place.label, value: place.url })}`)
    .join('\n')
  const text = `${say.t('cannot.text', { action })}\n${lines}`
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
