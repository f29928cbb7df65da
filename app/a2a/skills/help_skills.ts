import { serviceConfig } from '#config/service'
import { serviceUrl } from '#lib/urls'
import type { Skill } from '#a2a/agent_answer'
import { AGENT_SKILLS } from '#a2a/agent_skills'
import { normalizeQuestion } from '#a2a/text_folding'
import { CUES, englishOf } from '#a2a/vocabulary'
import { docLine } from '#a2a/skills/doc_links'
import type { AgentText } from '#presenters/agent_text'

export const contactSkill: Skill = async (question, _cities, say) => {
  const result = {
    email: serviceConfig.supportEmail,
    api_url: serviceUrl('/api/contact'),
    api_method: 'POST' as const,
    required_fields: ['name', 'email', 'message'],
    mcp_tool: 'send_message_to_team',
    note: 'This agent is read only and sends nothing: write to the e-mail address, or POST the message (with the person’s consent and own details) to the contact API.',
  }
  /* the site's page on reaching the team (the FAQ's answer), found by the concept's words */
  const text =
    say.t('contact.text', { email: result.email, url: result.api_url }) +
    (await docLine(englishOf(CUES.contact)))
  return { text, data: { intent: 'contact', query: {}, result, corrections: question.corrections } }
}

const SKILL_SUMMARIES = AGENT_SKILLS.map(({ id, name, description, examples }) => ({
  id,
  name,
  description,
  examples: examples ?? [],
}))

/** What the agent answers, with one example question per skill, in the answer's language. */
function skillsText(say: AgentText): string {
  const topics = SKILL_SUMMARIES.map(({ id }) => say.t(`skill.${id}.topic`)).join('; ')
  const examples = SKILL_SUMMARIES.map(({ id }) =>
    say.t('help.quoted', { example: say.t(`skill.${id}.example`) })
  ).join(', ')
  return say.t('help.text', { topics, examples })
}

/** When a question is not understood: what the agent can answer, with examples. */
export const helpSkill: Skill = async (question, _cities, say) => {
  const normalized = normalizeQuestion(question.question)
  const asked = normalized !== '' && !CUES.greeting.test(normalized) && !CUES.help.test(normalized)
  const opening = question.injection
    ? say.t('help.no_instructions')
    : asked
      ? say.t('help.sorry')
      : say.t('help.hi')
  return {
    text: `${opening} ${skillsText(say)}`,
    data: {
      intent: 'help',
      query: { question: question.question },
      result: { skills: SKILL_SUMMARIES },
      corrections: question.corrections,
    },
  }
}
