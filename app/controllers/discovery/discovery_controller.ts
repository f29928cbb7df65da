import type { HttpContext } from '@adonisjs/core/http'
import { renderLlmsTxt } from '#services/discovery/llms_txt'
import { renderIndexMarkdown } from '#services/discovery/index_markdown'
import { renderPricingMarkdown } from '#services/discovery/pricing_markdown'
import { renderAuthMarkdown } from '#services/discovery/auth_markdown'
import { renderAgentSkill } from '#services/discovery/agent_skill'
import {
  API_CATALOG_PROFILE,
  renderAgentSkillsIndex,
  renderAiCatalog,
  renderApiCatalog,
} from '#services/discovery/catalogs'
import { MEDIA_TYPES, linkUrl } from '#services/discovery/surfaces'
import { renderRobotsTxt, renderSitemap } from '#services/discovery/sitemap'

/** Discovery files are public and read-only: any site may read them; caches keep them a minute. */
function sendDocument(ctx: HttpContext, type: string, body: string) {
  return ctx.response
    .header('Content-Type', type)
    .header('Access-Control-Allow-Origin', '*')
    .header('Cache-Control', 'public, max-age=60')
    .send(body)
}

const markdown = (ctx: HttpContext, body: string) =>
  sendDocument(ctx, `${MEDIA_TYPES.markdown}; charset=utf-8`, body)

const json = (ctx: HttpContext, body: unknown, type: string = MEDIA_TYPES.json) =>
  sendDocument(ctx, `${type}; charset=utf-8`, JSON.stringify(body, null, 2))

/** The discovery files, each generated from live data and the surfaces registry. */
export default class DiscoveryController {
  async llmsTxt(ctx: HttpContext) {
    return sendDocument(ctx, `${MEDIA_TYPES.text}; charset=utf-8`, await renderLlmsTxt())
  }

  async indexMarkdown(ctx: HttpContext) {
    return markdown(ctx, await renderIndexMarkdown())
  }

  async pricingMarkdown(ctx: HttpContext) {
    return markdown(ctx, await renderPricingMarkdown())
  }

  async authMarkdown(ctx: HttpContext) {
    return markdown(ctx, renderAuthMarkdown())
  }

  async sitemap(ctx: HttpContext) {
    return sendDocument(ctx, `${MEDIA_TYPES.xml}; charset=utf-8`, await renderSitemap())
  }

  async robotsTxt(ctx: HttpContext) {
    return sendDocument(ctx, `${MEDIA_TYPES.text}; charset=utf-8`, renderRobotsTxt())
  }

  async agentSkill(ctx: HttpContext) {
    return markdown(ctx, await renderAgentSkill())
  }

  async agentSkillsIndex(ctx: HttpContext) {
    return json(ctx, await renderAgentSkillsIndex())
  }

  async aiCatalog(ctx: HttpContext) {
    return json(ctx, renderAiCatalog(), MEDIA_TYPES.aiCatalog)
  }

  /** RFC 9727: the linkset media type with the api-catalog profile, and a Link to itself. */
  async apiCatalog(ctx: HttpContext) {
    ctx.response.header('Link', `<${linkUrl('apiCatalog')}>; rel="api-catalog"`)
    return sendDocument(
      ctx,
      `${MEDIA_TYPES.linkset}; profile="${API_CATALOG_PROFILE}"`,
      JSON.stringify(renderApiCatalog(), null, 2)
    )
  }
}
