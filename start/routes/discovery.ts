/*
| Discovery files (generated from live data and the surfaces registry) and
| the public site pages every link of the API points at.
*/
import router from '@adonisjs/core/services/router'
import { LINKS } from '#services/discovery/surfaces'

const DiscoveryController = () => import('#controllers/discovery/discovery_controller')
const HomeController = () => import('#controllers/site/home_controller')
const CityPagesController = () => import('#controllers/site/city_pages_controller')
const EventPagesController = () => import('#controllers/site/event_pages_controller')
const DealsController = () => import('#controllers/site/deals_controller')
const DocsPagesController = () => import('#controllers/site/docs_pages_controller')

router.get(LINKS.llmsTxt.path, [DiscoveryController, 'llmsTxt']).as('discovery.llms_txt')
router.get(LINKS.indexMd.path, [DiscoveryController, 'indexMarkdown']).as('discovery.index_md')
router
  .get(LINKS.pricingMd.path, [DiscoveryController, 'pricingMarkdown'])
  .as('discovery.pricing_md')
router.get(LINKS.authMd.path, [DiscoveryController, 'authMarkdown']).as('discovery.auth_md')
router
  .get(LINKS.apiCatalog.path, [DiscoveryController, 'apiCatalog'])
  .as('machine_docs.api_catalog')
router.get(LINKS.aiCatalog.path, [DiscoveryController, 'aiCatalog']).as('machine_docs.ai_catalog')
router.get(LINKS.ard.path, [DiscoveryController, 'aiCatalog']).as('machine_docs.ard')
router
  .get(LINKS.agentSkills.path, [DiscoveryController, 'agentSkillsIndex'])
  .as('machine_docs.agent_skills')
router
  .get(LINKS.agentSkill.path, [DiscoveryController, 'agentSkill'])
  .as('machine_docs.agent_skill')

router.get('/', [HomeController, 'show']).as('site.home')
router.get('/cities/:slug', [CityPagesController, 'guide']).as('site.city')
router.get('/festivals/:slug', [CityPagesController, 'festival']).as('site.festival')
router.get('/halloween/:slug', [CityPagesController, 'halloween']).as('site.halloween')
router.get('/events/:id', [EventPagesController, 'show']).as('site.event')
router.get(LINKS.deals.path, [DealsController, 'index']).as('site.deals')
router.get(LINKS.docs.path, [DocsPagesController, 'index']).as('site.docs')
router.get(LINKS.errors.path, [DocsPagesController, 'errors']).as('site.errors')
router.get('/docs/:slug', [DocsPagesController, 'show']).as('site.doc')
