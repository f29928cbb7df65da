import { DateTime } from 'luxon'
import { listCityNames } from '#services/catalog/city_service'
import type { A2AIntent } from '#schemas/a2a'
import { parseQuestion } from '#a2a/intent_parser'
import type { AgentAnswer, Skill, SkillAnswer } from '#a2a/agent_answer'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { EVENT_TYPES_TEXT } from '#presenters/labels'
import { unknownPlaceSkill } from '#a2a/skills/unknown_place_skill'
import { cityCostsSkill, cityGuideSkill, listCitiesSkill } from '#a2a/skills/city_skills'
import {
  getEventSkill,
  listEventsSkill,
  nextEventSkill,
  ticketStatusSkill,
} from '#a2a/skills/event_skills'
import { freeOffersSkill, pricingSkill, ticketPricesSkill } from '#a2a/skills/pricing_skills'
import { listDealsSkill } from '#a2a/skills/deal_skills'
import { contactSkill, helpSkill } from '#a2a/skills/help_skills'

const SKILLS: Record<A2AIntent, Skill> = {
  list_cities: listCitiesSkill,
  city_guide: cityGuideSkill,
  city_costs: cityCostsSkill,
  list_events: listEventsSkill,
  next_event: nextEventSkill,
  get_event: getEventSkill,
  ticket_status: ticketStatusSkill,
  ticket_prices: ticketPricesSkill,
  free_offers: freeOffersSkill,
  pricing: pricingSkill,
  list_deals: listDealsSkill,
  contact: contactSkill,
  help: helpSkill,
  unknown_place: unknownPlaceSkill,
}

/** The skill's answer with what was not understood: left-over words, an unknown kind of event. */
function withUnderstanding(answer: SkillAnswer, question: ParsedQuestion): AgentAnswer {
  const unknownType = question.unknownType
  const before = unknownType
    ? `I don't list ${unknownType}: the events here are ${EVENT_TYPES_TEXT}. `
    : ''
  const after =
    question.unmatched.length && answer.data.intent !== 'help'
      ? `\n(Words I didn't understand: ${question.unmatched.join(', ')}.)`
      : ''
  return {
    text: `${before}${answer.text}${after}`,
    data: {
      ...answer.data,
      unmatched: question.unmatched,
      ...(unknownType ? { unknown_type: unknownType } : {}),
    } as AgentAnswer['data'],
    readsClock: question.dateRange !== null,
  }
}

/** Reads a student's question and answers it from the catalog (read only). */
export async function answerQuestion(
  question: string,
  now: DateTime = DateTime.now()
): Promise<AgentAnswer> {
  const cities = await listCityNames()
  const parsed = parseQuestion(question, { cities, now })
  return withUnderstanding(await SKILLS[parsed.intent](parsed, cities), parsed)
}
