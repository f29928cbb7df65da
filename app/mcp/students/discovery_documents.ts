/*
| The discovery documents offered as MCP resources, rendered by the
| discovery services exactly as /pricing.md, /llms.txt and the published
| SKILL.md are.
*/
export { renderPricingMarkdown } from '#services/discovery/pricing_markdown'
export { renderLlmsTxt } from '#services/discovery/llms_txt'
export { renderAgentSkill as renderSkillMarkdown } from '#services/discovery/agent_skill'
