import { getCityGuide, searchCities } from '#services/catalog/city_service'
import type { CityName } from '#services/catalog/city_service'
import type { CityGuideShape } from '#schemas/city'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { cityNames } from '#a2a/agent_answer'
import type { Skill, SkillAnswer } from '#a2a/agent_answer'
import { bulletList, plural, withCorrections } from '#a2a/answer_text'
import { citySentence } from '#presenters/cities'

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

function guideText(guide: CityGuideShape): string {
  const universities = guide.universities.map((university) => university.name).join(', ')
  const parts = [
    `${guide.name} (${guide.country}): ${guide.summary}`,
    guide.about,
    universities && `Universities: ${universities}.`,
    `${plural(guide.upcoming_events.length, 'upcoming event')}. Guide: ${guide.city_guide_url}`,
  ]
  return parts.filter(Boolean).join('\n')
}

function costsText(guide: CityGuideShape): string {
  if (guide.monthly_costs.length === 0) return `No monthly costs listed for ${guide.name} yet.`
  const lines = guide.monthly_costs.map((cost) => `${cost.label}: ${cost.value}`)
  return `Monthly costs for a student in ${guide.name}:\n${bulletList(lines, lines.length)}\nMore in the guide: ${guide.city_guide_url}`
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
    return {
      text: withCorrections(describe(result), corrections),
      data: { intent, query, result, corrections },
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
  const answer = await guideAnswer(question, 'city_guide', guideText)
  if (!answer) return pickACity(question, cities, 'the guide')
  if (answer.data.result) return answer
  return { ...answer, text: `${answer.text} Cities I know: ${cityNames(cities)}.` }
}

export const cityCostsSkill: Skill = async (question, cities) => {
  const answer = await guideAnswer(question, 'city_costs', costsText)
  if (!answer) return pickACity(question, cities, 'living costs')
  if (answer.data.result) return answer
  return { ...answer, text: `${answer.text} Cities I know: ${cityNames(cities)}.` }
}
