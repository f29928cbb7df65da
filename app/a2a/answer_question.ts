import { DateTime } from 'luxon'
import { nextTurn } from '#lib/turns'
import { placeDirectory } from '#services/catalog/place_names'
import { loadGazetteer } from '#lib/understanding/gazetteer'
import type { A2AIntent } from '#schemas/a2a'
import { parseQuestion } from '#a2a/intent_parser'
import type { AgentAnswer, Skill, SkillAnswer } from '#a2a/agent_answer'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { agentText, type AgentText } from '#presenters/agent_text'
import type { Language } from '#lib/understanding/languages'
import { unknownPlaceSkill } from '#a2a/skills/unknown_place_skill'
import {
  cityCostsSkill,
  cityGuideSkill,
  compareCitiesSkill,
  listCitiesSkill,
} from '#a2a/skills/city_skills'
import { cannotDoSkill } from '#a2a/skills/action_skills'
import { searchDocsSkill } from '#a2a/skills/docs_skill'
import { findNamesMentioned } from '#services/catalog/name_search_service'
import { MONTH, WEEK, WEEKEND, YEAR } from '#understanding/dates/relative_words'
import { getPricingTexts } from '#services/catalog/pricing_service'
import { normalizeQuestion, wordsOf } from '#a2a/text_folding'
import type { CatalogName } from '#a2a/intent_parser'
import {
  getEventSkill,
  listEventsSkill,
  nextEventSkill,
  ticketStatusSkill,
} from '#a2a/skills/event_skills'
import { freeOffersSkill, pricingSkill, ticketPricesSkill } from '#a2a/skills/pricing_skills'
import { listDealsSkill } from '#a2a/skills/deal_skills'
import { withDocsSay } from '#a2a/docs_say'
import { contactSkill, helpSkill } from '#a2a/skills/help_skills'

/* the gazetteer loads in the background as the agent's module loads (about 0.5 s): no question waits for it */
loadGazetteer().catch(() => {})

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
  compare_cities: compareCitiesSkill,
  cannot_do: cannotDoSkill,
  search_docs: searchDocsSkill,
}

/** The skill's answer with what was not understood: left-over words, an unknown kind of event. */
function withUnderstanding(
  answer: SkillAnswer,
  question: ParsedQuestion,
  say: AgentText
): AgentAnswer {
  const unknownType = question.unknownType
  const before = unknownType
    ? `${say.t('note.unknown_type', { type: unknownType, kinds: say.t('kinds.all') })} `
    : ''
  const after =
    question.notUnderstood.length &&
    answer.data.intent !== 'help' &&
    answer.data.intent !== 'search_docs'
      ? `\n${say.t('note.unmatched', { words: question.notUnderstood.join(', ') })}`
      : ''
  return {
    text: `${before}${answer.text}${after}`,
    data: {
      ...answer.data,
      unmatched: question.unmatched,
      language: say.language,
      question_language: question.language,
      ...(unknownType ? { unknown_type: unknownType } : {}),
    } as AgentAnswer['data'],
    readsClock: question.dateRange !== null,
  }
}

/** A unit of the calendar ("first week", "dit semester") is a time, never part of a name searched. */
const CALENDAR_WORD = new RegExp(
  `^(?:${[WEEKEND, WEEK, MONTH, YEAR].join('|')}|semest(?:er|re|r|ru|ral)\\w*|weeks?|months?|years?)$`
)

/**
 * A partner or event the words nothing understood name, by a search over the
 * catalog's own names (findNamesMentioned): "roadrunner" → Roadrunner Bus.
 */
async function catalogNameIn(unmatched: string[]): Promise<CatalogName | null> {
  const hits = await findNamesMentioned(unmatched.filter((word) => !CALENDAR_WORD.test(word)))
  const best = hits[0]
  if (!best) return null
  const same = hits.filter((hit) => hit.kind === best.kind && hit.word === best.word)
  return {
    kind: best.kind,
    said: best.word,
    keys: same.map((hit) => hit.key),
    names: same.map((hit) => hit.name),
    exact: best.score >= 1,
  }
}

/**
 * A place the service does not know that is where listed events are held:
 * a venue named as the place ("the kickoff in Paradiso", "party at KOKO"),
 * by its whole name, is its events.
 */
async function venueNamedIn(placeWords: string[]): Promise<CatalogName | null> {
  if (placeWords.length === 0) return null
  const name = await catalogNameIn(placeWords)
  return name?.kind === 'event' && name.exact ? name : null
}

/**
 * A package of the pricing page the question names: every word of its title
 * is in the question ("what's in the Semester Party Pass", "le Halloween VIP
 * Bundle").
 */
async function packageNamedIn(question: string): Promise<CatalogName | null> {
  const { packages } = await getPricingTexts()
  /* elisions apart: "l'Halloween VIP Bundle" */
  const titleWords = (title: string) => wordsOf(normalizeQuestion(title).replaceAll("'", ' '))
  const words = new Set(titleWords(question))
  const named = packages.filter((item) => titleWords(item.title).every((word) => words.has(word)))
  if (named.length === 0) return null
  return {
    kind: 'package',
    said: titleWords(named[0].title).join(' '),
    keys: named.map((item) => item.slug),
    names: named.map((item) => item.title),
  }
}

/**
 * Reads a student's question and answers it from the catalog (read only), in
 * `language` when the client asked for one, else in the question's language
 * (English when the question does not say which: "hello", "Berln").
 */
export async function answerQuestion(
  question: string,
  now: DateTime = DateTime.now(),
  language?: Language
): Promise<AgentAnswer> {
  const [directory] = await Promise.all([placeDirectory(), loadGazetteer()])
  const context = {
    cities: directory.cities,
    countries: directory.countries,
    eventPlaces: directory.eventPlaces,
    now,
  }
  let parsed = parseQuestion(question, context)
  /* reading the question is one piece of 15-60 ms: other requests go before its answer is made */
  await nextTurn()
  const catalogName =
    (await packageNamedIn(question)) ??
    (await catalogNameIn(parsed.unmatched)) ??
    (await venueNamedIn(parsed.unknownPlaceWords))
  if (catalogName) parsed = parseQuestion(question, { ...context, catalogName })
  parsed = await withDocsSay(parsed)
  const cities = directory.cities
  const say = agentText(language ?? parsed.answerLanguage)
  return withUnderstanding(await SKILLS[parsed.intent](parsed, cities, say), parsed, say)
}
