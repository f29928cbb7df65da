import { DateTime } from 'luxon'
import { getCityGuide, searchCities } from '#services/catalog/city_service'
import type { CityName } from '#services/catalog/city_service'
import type { CityGuideShape } from '#schemas/city'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { cityNames } from '#a2a/agent_answer'
import type { Skill, SkillAnswer } from '#a2a/agent_answer'
import { bulletList, plural, withCorrections } from '#a2a/answer_text'
import { citySentence } from '#presenters/cities'
import type { A2AAsked } from '#schemas/a2a'
import { normalizeQuestion, wordsOf } from '#a2a/text_folding'

/** Which cities there are, optionally in one country. */
export const listCitiesSkill: Skill = async (question) => {
  const query = question.country ? { country: question.country.name } : {}
  const result = await searchCities(query)
  const where = question.country ? ` in ${question.country.name}` : ''
  const lines = result.cities.map(citySentence)
  const text =
    result.total === 0
      ? `No cities${where} yet.`
      : `${plural(result.total, 'city', 'cities')}${where}:\n${bulletList(lines, result.total)}`
  return {
    text: withCorrections(text, question.corrections),
    data: { intent: 'list_cities', query, result, corrections: question.corrections },
  }
}

/** The city a guide question is about; null when it names none. */
function cityAsked(question: ParsedQuestion): string | null {
  return question.city?.slug ?? null
}

/** The guide as a whole: every field of its own, the lists by their names (asked alone, a topic gives them in full). */
function guideText(guide: CityGuideShape): string {
  const universities = guide.universities.map((university) => university.name).join(', ')
  const neighbourhoods = guide.neighbourhoods.map((item) => item.name).join(', ')
  const halloween = guide.halloween_url ? ` Halloween: ${guide.halloween_url}` : ''
  const parts = [
    `${guide.name} (${guide.country}): ${guide.summary}`,
    guide.about,
    universities && `Universities: ${universities}.`,
    neighbourhoods && `Neighbourhoods: ${neighbourhoods}.`,
    `${guide.festival_name}: ${guide.festival_url}.${halloween}`,
    `Time zone: ${guide.timezone}.`,
    `${plural(guide.upcoming_events.length, 'upcoming event')}. Guide: ${guide.city_guide_url}`,
  ]
  return parts.filter(Boolean).join('\n')
}

/** The city's time zone and the time there now. */
function timezoneText(guide: CityGuideShape): string {
  const now = DateTime.now().setZone(guide.timezone).toFormat('HH:mm')
  return `${guide.name} is in the ${guide.timezone} time zone (${now} there now). Guide: ${guide.city_guide_url}`
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

function costsText(guide: CityGuideShape, words: string[] = []): string {
  if (guide.monthly_costs.length === 0) return `No monthly costs listed for ${guide.name} yet.`
  const asked = costsAskedAbout(guide, words)
  if (asked.length > 0) {
    const lines = asked.map((cost) => `${cost.label}: ${cost.value}`).join('; ')
    return `In ${guide.name}: ${lines}. All monthly costs: ${guide.city_guide_url}`
  }
  const lines = guide.monthly_costs.map((cost) => `${cost.label}: ${cost.value}`)
  return `Monthly costs for a student in ${guide.name}:\n${bulletList(lines, lines.length)}\nMore in the guide: ${guide.city_guide_url}`
}

/** The part of a guide a question asked for: neighbourhoods, housing tips, places, universities. */
function topicText(guide: CityGuideShape, question: ParsedQuestion): string | null {
  const more = `More in the guide: ${guide.city_guide_url}`
  switch (question.guideTopic) {
    case 'neighbourhoods': {
      const lines = guide.neighbourhoods.map((item) => `${item.name}: ${item.description}`)
      if (lines.length === 0) return `No neighbourhoods listed for ${guide.name} yet. ${more}`
      return `Neighbourhoods in ${guide.name}:\n${bulletList(lines, lines.length)}\n${more}`
    }
    case 'housing_tips': {
      if (guide.housing_tips.length === 0) return `No housing tips for ${guide.name} yet. ${more}`
      return `Housing tips for ${guide.name}:\n${bulletList(guide.housing_tips, guide.housing_tips.length)}\n${more}`
    }
    case 'places': {
      const category = question.placeCategory
      const places = guide.places.filter((place) => !category || place.category === category)
      const kind = category ? `${category} places` : 'places'
      if (places.length === 0) return `No ${kind} listed for ${guide.name} yet. ${more}`
      const lines = places.map((place) => `${place.name} (${place.category}): ${place.description}`)
      return `${kind[0].toUpperCase()}${kind.slice(1)} in ${guide.name}:\n${bulletList(lines, lines.length)}\n${more}`
    }
    case 'timezone':
      return timezoneText(guide)
    case 'universities': {
      const lines = guide.universities.map((item) => `${item.name}: ${item.url}`)
      return `Universities in ${guide.name}:\n${bulletList(lines, lines.length)}\n${more}`
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
      text: withCorrections(describe(result), corrections),
      data: { intent, query, result, corrections, ...(asked ? { asked } : {}) },
    }
  }
  const message = `I don't know a city called "${city}".`
  return {
    text: message,
    data: { intent, query, result: null, error: { code: 'not_found', message }, corrections },
  }
}

/** Without a city, the list of cities with a request to pick one. */
async function pickACity(
  question: ParsedQuestion,
  cities: CityName[],
  topic: string
): Promise<SkillAnswer> {
  const answer = await listCitiesSkill(question, cities)
  return { ...answer, text: `Which city do you mean for ${topic}? ${answer.text}` }
}

export const cityGuideSkill: Skill = async (question, cities) => {
  const answer = await guideAnswer(
    question,
    'city_guide',
    (guide) => topicText(guide, question) ?? guideText(guide)
  )
  if (!answer) return pickACity(question, cities, 'the guide')
  if (answer.data.result) return answer
  return { ...answer, text: `${answer.text} Cities I know: ${cityNames(cities)}.` }
}

export const cityCostsSkill: Skill = async (question, cities) => {
  const answer = await guideAnswer(question, 'city_costs', (guide) =>
    costsText(guide, question.costWords)
  )
  if (!answer) return pickACity(question, cities, 'living costs')
  if (answer.data.result) return answer
  return { ...answer, text: `${answer.text} Cities I know: ${cityNames(cities)}.` }
}

/** Two (or three) cities side by side: their monthly costs and upcoming events. */
export const compareCitiesSkill: Skill = async (question) => {
  const slugs = question.cities.map((city) => city.slug)
  const guides = await Promise.all(slugs.map((slug) => getCityGuide(slug)))
  const result = guides.filter((guide) => guide.ok).map((guide) => guide.value)
  const lines = result.map((guide) => {
    const asked = costsAskedAbout(guide, question.costWords)
    const costs = (asked.length ? asked : guide.monthly_costs)
      .map((cost) => `${cost.label} ${cost.value}`)
      .join('; ')
    return `${guide.name} (${guide.country}): ${costs}; ${plural(guide.upcoming_events.length, 'upcoming event')}. Guide: ${guide.city_guide_url}`
  })
  const text = `${result.map((guide) => guide.name).join(' vs ')}:\n${lines.map((line) => `- ${line}`).join('\n')}`
  return {
    text: withCorrections(text, question.corrections),
    data: {
      intent: 'compare_cities',
      query: { cities: slugs },
      result,
      corrections: question.corrections,
    },
  }
}
