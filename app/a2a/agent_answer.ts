import type { A2AAnswerData } from '#schemas/a2a'
import type { CityName } from '#services/catalog/city_service'
import type { ParsedQuestion } from '#a2a/intent_parser'
import type { AgentText } from '#presenters/agent_text'

type WithoutUnderstanding<T> = T extends unknown ? Omit<T, 'unmatched' | 'unknown_type'> : never

/** What a skill answers; answerQuestion adds what was not understood. */
export interface SkillAnswer {
  text: string
  data: WithoutUnderstanding<A2AAnswerData>
}

/** What the agent answers: a short text and the data part (see A2AAnswerDataSchema). */
export interface AgentAnswer {
  text: string
  data: A2AAnswerData
  /** The answer depends on the time of asking (a date phrase was read) */
  readsClock: boolean
}

/**
 * A skill answers one intent from the parsed question, asking the catalog
 * services, with the words of the answer's language (`say`).
 */
export type Skill = (
  question: ParsedQuestion,
  cities: CityName[],
  say: AgentText
) => Promise<SkillAnswer>

/** "Berlin, München, …": the names of the cities the service knows. */
export function cityNames(cities: CityName[]): string {
  return cities.map((city) => city.name).join(', ')
}
