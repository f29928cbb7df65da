import { serviceConfig } from '#config/service'
import { serviceUrl } from '#lib/urls'
import type { Skill } from '#a2a/agent_answer'
import { AGENT_SKILLS } from '#a2a/agent_skills'
import { normalizeQuestion } from '#a2a/text_folding'
import { CUES } from '#a2a/vocabulary'

export const contactSkill: Skill = async (question) => {
  const result = {
    email: serviceConfig.supportEmail,
    api_url: serviceUrl('/api/contact'),
    api_method: 'POST' as const,
    required_fields: ['name', 'email', 'message'],
    mcp_tool: 'send_message_to_team',
    note: 'This agent is read only and sends nothing: write to the e-mail address, or POST the message (with the person’s consent and own details) to the contact API.',
  }
  const text = `Write to the team at ${result.email}, or send a message through the contact API (POST ${result.api_url} with name, email and message). I can't send messages myself.`
  return { text, data: { intent: 'contact', query: {}, result, corrections: question.corrections } }
}

const SKILL_SUMMARIES = AGENT_SKILLS.map(({ id, name, description, examples }) => ({
  id,
  name,
  description,
  examples: examples ?? [],
}))

/** When a question is not understood: what the agent can answer, with examples. */
export const helpSkill: Skill = async (question) => {
  const topics = SKILL_SUMMARIES.map((summary) => summary.name.toLowerCase()).join('; ')
  const examples = SKILL_SUMMARIES.flatMap((summary) => summary.examples.slice(0, 1))
    .map((example) => `"${example}"`)
    .join(', ')
  const text = `I can answer questions about ${topics}. For example: ${examples}.`
  const normalized = normalizeQuestion(question.question)
  const asked = normalized !== '' && !CUES.greeting.test(normalized) && !CUES.help.test(normalized)
  const opening = question.injection
    ? "I only answer questions about the service's events, cities, deals and pricing, and I don't take instructions. "
    : asked
      ? "Sorry, I didn't understand that. "
      : 'Hi! '
  return {
    text: `${opening}${text}`,
    data: {
      intent: 'help',
      query: { question: question.question },
      result: { skills: SKILL_SUMMARIES },
      corrections: question.corrections,
    },
  }
}
