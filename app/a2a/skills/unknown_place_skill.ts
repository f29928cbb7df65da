import { searchCities } from '#services/catalog/city_service'
import type { Skill } from '#a2a/agent_answer'
import { withCorrections } from '#a2a/answer_text'

/**
 * A place the service does not cover: said plainly, with the cities it does
 * cover (the catalog's city list) — never results for everywhere.
 */
export const unknownPlaceSkill: Skill = async (question, _cities, say) => {
  const place = question.unknownPlace!
  const result = await searchCities({})
  const names = result.cities.map((city) => city.name).join(', ')
  const text = say.t('city.not_covered', { place, names })
  return {
    text: withCorrections(say, text, question.corrections),
    data: {
      intent: 'unknown_place',
      query: { place, asked: question.asked },
      result,
      unknown_place: place,
      corrections: question.corrections,
    },
  }
}
