import { DateTime } from 'luxon'
import { getCityGuide, searchCities } from '#services/catalog/city_service'
import type { CityName } from '#services/catalog/city_service'
import type { CityGuideShape } from '#schemas/city'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { cityNames } from '#a2a/agent_answer'
import type { Skill, SkillAnswer } from '#a2a/agent_answer'
import { bulletList, withCorrections } from '#a2a/answer_text'
import { agentText, type AgentText } from '#presenters/agent_text'
import type { A2AAsked } from '#schemas/a2a'
import { normalizeQuestion, wordsOf } from '#a2a/text_folding'

/** Which cities there are, optionally in one country. */
export const listCitiesSkill: Skill = async (question, _cities, say) => {
  const query = question.country ? { country: question.country.name } : {}
  const result = await searchCities(query)
  const country = question.country
    ? say.country(question.country.code, question.country.name)
    : 'none'
  const lines = result.cities.map((city) => cityLine(say, city))
  const text =
    result.total === 0
      ? say.t('cities.none', { country })
      : `${say.t('cities.list', { count: result.total, country })}\n${bulletList(say, lines, result.total)}`
  return {
    text: withCorrections(say, text, question.corrections),
    data: { intent: 'list_cities', query, result, corrections: question.corrections },
  }
}

type CityLike = Pick<CityGuideShape, 'name' | 'country' | 'country_code' | 'summary'>

/** "Berlin (Germany): <summary>": the country in the answer's language. */
function cityLine(say: AgentText, city: CityLike): string {
  const country = say.country(city.country_code, city.country)
  return say.t('city.line', { name: city.name, country, summary: city.summary })
}

/** The city a guide question is about; null when it names none. */
function cityAsked(question: ParsedQuestion): string | null {
  return question.city?.slug ?? null
}

/** The guide as a whole: every field of its own, the lists by their names (asked alone, a topic gives them in full). */
function guideText(say: AgentText, guide: CityGuideShape): string {
  const universities = guide.universities.map((university) => university.name).join(', ')
  const neighbourhoods = guide.neighbourhoods.map((item) => item.name).join(', ')
  const parts = [
    cityLine(say, guide),
    guide.about,
    universities && say.t('guide.universities', { names: universities }),
    neighbourhoods && say.t('guide.neighbourhoods', { names: neighbourhoods }),
    say.t('guide.festival', {
      festival: guide.festival_name,
      url: guide.festival_url,
      halloween: guide.halloween_url ?? 'none',
    }),
    say.t('guide.timezone', { zone: guide.timezone }),
    say.t('guide.upcoming', { count: guide.upcoming_events.length, url: guide.city_guide_url }),
  ]
  return parts.filter(Boolean).join('\n')
}

/** The city's time zone and the time there now. */
function timezoneText(say: AgentText, guide: CityGuideShape): string {
  const time = DateTime.now().setZone(guide.timezone).toFormat('HH:mm')
  return say.t('guide.time_there', {
    city: guide.name,
    zone: guide.timezone,
    time,
    url: guide.city_guide_url,
  })
}

/** The guide's costs whose label holds one of the words asked about ("pint" → "A pint"). */
function costsAskedAbout(guide: CityGuideShape, words: string[]) {
  const wanted = new Set(words)
  return guide.monthly_costs.filter((cost) =>
    wordsOf(normalizeQuestion(cost.label)).some(
      (word) => wanted.has(word) || wanted.has(word.replace(/s$/, ''))
    )
  )
}

function costsText(say: AgentText, guide: CityGuideShape, words: string[] = []): string {
  const city = guide.name
  if (guide.monthly_costs.length === 0) return say.t('costs.none', { city })
  const asked = costsAskedAbout(guide, words)
  if (asked.length > 0) {
    const costs = asked
      .map((cost) => say.t('list.line', { label: cost.label, value: cost.value }))
      .join('; ')
    return say.t('costs.asked', { city, costs, url: guide.city_guide_url })
  }
  const lines = guide.monthly_costs.map((cost) =>
    say.t('list.line', { label: cost.label, value: cost.value })
  )
  const more = say.t('guide.more', { url: guide.city_guide_url })
  return `${say.t('costs.all', { city })}\n${bulletList(say, lines, lines.length)}\n${more}`
}

/** A heading, the lines and the guide's link; the "none yet" sentence when there are no lines. */
function guideList(say: AgentText, guide: CityGuideShape, list: [string, string], lines: string[]) {
  const [heading, none] = list
  const more = say.t('guide.more', { url: guide.city_guide_url })
  const values = { city: guide.name, category: 'all' }
  if (lines.length === 0) return `${say.t(none, values)} ${more}`
  return `${say.t(heading, values)}\n${bulletList(say, lines, lines.length)}\n${more}`
}

function placesText(say: AgentText, guide: CityGuideShape, question: ParsedQuestion): string {
  const category = question.placeCategory
  const places = guide.places.filter((place) => !category || place.category === category)
  const values = { city: guide.name, category: category ?? 'all' }
  const more = say.t('guide.more', { url: guide.city_guide_url })
  if (places.length === 0) return `${say.t('guide.places_none', values)} ${more}`
  const lines = places.map((place) =>
    say.t('guide.place', {
      name: place.name,
      category: place.category,
      description: place.description,
    })
  )
  return `${say.t('guide.places_list', values)}\n${bulletList(say, lines, lines.length)}\n${more}`
}

/** The part of a guide a question asked for: neighbourhoods, housing tips, places, universities. */
function topicText(say: AgentText, guide: CityGuideShape, question: ParsedQuestion): string | null {
  switch (question.guideTopic) {
    case 'neighbourhoods': {
      const lines = guide.neighbourhoods.map((item) =>
        say.t('list.line', { label: item.name, value: item.description })
      )
      const list: [string, string] = ['guide.neighbourhoods_list', 'guide.neighbourhoods_none']
      return guideList(say, guide, list, lines)
    }
    case 'housing_tips': {
      const list: [string, string] = ['guide.housing_list', 'guide.housing_none']
      return guideList(say, guide, list, guide.housing_tips)
    }
    case 'places':
      return placesText(say, guide, question)
    case 'timezone':
      return timezoneText(say, guide)
    case 'universities': {
      const lines = guide.universities.map((item) =>
        say.t('list.line', { label: item.name, value: item.url })
      )
      const list: [string, string] = ['guide.universities_list', 'guide.universities_list']
      return guideList(say, guide, list, lines)
    }
    default:
      return null
  }
}

function askedOfGuide(
  question: ParsedQuestion,
  intent: 'city_guide' | 'city_costs',
  guide: CityGuideShape | null
): A2AAsked | undefined {
  if (intent === 'city_costs') {
    const labels = guide ? costsAskedAbout(guide, question.costWords).map((cost) => cost.label) : []
    return { field: 'costs', ...(labels.length ? { cost_labels: labels } : {}) }
  }
  if (!question.guideTopic) return undefined
  const category = question.guideTopic === 'places' ? question.placeCategory : null
  return { field: question.guideTopic, ...(category ? { place_category: category } : {}) }
}

async function guideAnswer(
  question: ParsedQuestion,
  say: AgentText,
  intent: 'city_guide' | 'city_costs',
  describe: (guide: CityGuideShape) => string
): Promise<SkillAnswer | null> {
  const city = cityAsked(question)
  if (!city) return null
  const query = { city }
  const corrections = question.corrections
  const guide = await getCityGuide(city)
  if (guide.ok) {
    const result = guide.value
    const asked = askedOfGuide(question, intent, result)
    return {
      text: withCorrections(say, describe(result), corrections),
      data: { intent, query, result, corrections, ...(asked ? { asked } : {}) },
    }
  }
  const message = agentText('en').t('city.not_found', { city })
  return {
    text: say.t('city.not_found', { city }),
    data: { intent, query, result: null, error: { code: 'not_found', message }, corrections },
  }
}

/** Without a city, the list of cities with a request to pick one. */
async function pickACity(
  question: ParsedQuestion,
  cities: CityName[],
  say: AgentText,
  topic: 'guide' | 'costs'
): Promise<SkillAnswer> {
  const answer = await listCitiesSkill(question, cities, say)
  return { ...answer, text: `${say.t('city.pick', { topic })} ${answer.text}` }
}

function withCitiesKnown(say: AgentText, answer: SkillAnswer, cities: CityName[]): SkillAnswer {
  if (answer.data.result) return answer
  return { ...answer, text: `${answer.text} ${say.t('city.known', { names: cityNames(cities) })}` }
}

export const cityGuideSkill: Skill = async (question, cities, say) => {
  const answer = await guideAnswer(
    question,
    say,
    'city_guide',
    (guide) => topicText(say, guide, question) ?? guideText(say, guide)
  )
  if (!answer) return pickACity(question, cities, say, 'guide')
  return withCitiesKnown(say, answer, cities)
}

export const cityCostsSkill: Skill = async (question, cities, say) => {
  const answer = await guideAnswer(question, say, 'city_costs', (guide) =>
    costsText(say, guide, question.costWords)
  )
  if (!answer) return pickACity(question, cities, say, 'costs')
  return withCitiesKnown(say, answer, cities)
}

/** Two (or three) cities side by side: their monthly costs and upcoming events. */
export const compareCitiesSkill: Skill = async (question, _cities, say) => {
  const slugs = question.cities.map((city) => city.slug)
  const guides = await Promise.all(slugs.map((slug) => getCityGuide(slug)))
  const result = guides.filter((guide) => guide.ok).map((guide) => guide.value)
  const lines = result.map((guide) => {
    const asked = costsAskedAbout(guide, question.costWords)
    const costs = (asked.length ? asked : guide.monthly_costs)
      .map((cost) => `${cost.label} ${cost.value}`)
      .join('; ')
    /* "Lisbon's time zone, the same as London's?": the topic asked, for each city */
    const topic = question.guideTopic ? topicText(say, guide, question) : null
    const line = say.t('compare.line', {
      city: guide.name,
      country: say.country(guide.country_code, guide.country),
      costs,
      count: guide.upcoming_events.length,
      url: guide.city_guide_url,
    })
    return topic ? `${line}\n  ${topic.replaceAll('\n', '\n  ')}` : line
  })
  const text = `${result.map((guide) => guide.name).join(' vs ')}:\n${lines.map((line) => `- ${line}`).join('\n')}`
  return {
    text: withCorrections(say, text, question.corrections),
    data: {
      intent: 'compare_cities',
      query: { cities: slugs },
      result,
      corrections: question.corrections,
    },
  }
}
