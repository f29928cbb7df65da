/*
| Discovery files (generated from live data and the surfaces registry). The
| public site pages every link of the API points at: start/routes/site.ts.
*/
import router from '@adonisjs/core/services/router'
import { LINKS } from '#services/discovery/surfaces'
import { middleware } from '#start/kernel'

const DiscoveryController = () => import('#controllers/discovery/discovery_controller')

/* Discovery documents: the site budget, each by its weight (#services/request_weight) */
router
  .group(() => {
    router.get(LINKS.llmsTxt.path, [DiscoveryController, 'llmsTxt']).as('discovery.llms_txt')
    router.get(LINKS.indexMd.path, [DiscoveryController, 'indexMarkdown']).as('discovery.index_md')
    router
      .get(LINKS.pricingMd.path, [DiscoveryController, 'pricingMarkdown'])
      .as('discovery.pricing_md')
    router.get(LINKS.authMd.path, [DiscoveryController, 'authMarkdown']).as('discovery.auth_md')
    router
      .get(LINKS.apiCatalog.path, [DiscoveryController, 'apiCatalog'])
      .as('machine_docs.api_catalog')
    router
      .get(LINKS.aiCatalog.path, [DiscoveryController, 'aiCatalog'])
      .as('machine_docs.ai_catalog')
    router.get(LINKS.ard.path, [DiscoveryController, 'aiCatalog']).as('machine_docs.ard')
    router
      .get(LINKS.agentSkills.path, [DiscoveryController, 'agentSkillsIndex'])
      .as('machine_docs.agent_skills')
    router
      .get(LINKS.agentSkill.path, [DiscoveryController, 'agentSkill'])
      .as('machine_docs.agent_skill')
    router.get(LINKS.sitemap.path, [DiscoveryController, 'sitemap']).as('discovery.sitemap')
    router.get(LINKS.robotsTxt.path, [DiscoveryController, 'robotsTxt']).as('discovery.robots_txt')
  })
  .use(middleware.rateLimit({ policy: 'site' }))
