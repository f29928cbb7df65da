/*
| Discovery files (generated from live data and the surfaces registry) and
| the public site pages every link of the API points at.
*/
import router from '@adonisjs/core/services/router'
import { LINKS } from '#services/discovery/surfaces'
import { middleware } from '#start/kernel'

const DiscoveryController = () => import('#controllers/discovery/discovery_controller')
const HomeController = () => import('#controllers/site/home_controller')
const CityPagesController = () => import('#controllers/site/city_pages_controller')
const EventPagesController = () => import('#controllers/site/event_pages_controller')
const DealsController = () => import('#controllers/site/deals_controller')
const DocsPagesController = () => import('#controllers/site/docs_pages_controller')
const EventsPageController = () => import('#controllers/site/events_page_controller')
const ContactPageController = () => import('#controllers/site/contact_page_controller')

/*
| The site's forms: the API's origin check (also accepting the host name the
| browser called, same-origin), the contact rate limit, then the form body
*/
const formForPeople = () => [
  middleware.forbidCrossSite({ sameHost: true }),
  middleware.rateLimit({ policy: 'contact' }),
  middleware.formBody(),
]

/* Discovery documents and site pages: the site budget, each by its weight (#services/request_weight) */
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

    router.get('/', [HomeController, 'show']).as('site.home')
    router.get('/cities/:slug', [CityPagesController, 'guide']).as('site.city')
    router.get('/festivals/:slug', [CityPagesController, 'festival']).as('site.festival')
    router.get('/halloween/:slug', [CityPagesController, 'halloween']).as('site.halloween')
    router.get(LINKS.eventsPage.path, [EventsPageController, 'index']).as('site.events')
    router.get('/events/:id', [EventPagesController, 'show']).as('site.event')
    router.get(LINKS.contactPage.path, [ContactPageController, 'show']).as('site.contact')
    router.get(LINKS.deals.path, [DealsController, 'index']).as('site.deals')
    router.get(LINKS.docs.path, [DocsPagesController, 'index']).as('site.docs')
    router.get(LINKS.developers.path, [HomeController, 'developers']).as('site.developers')
    router.get(LINKS.errors.path, [DocsPagesController, 'errors']).as('site.errors')
    router.get('/docs/:slug', [DocsPagesController, 'show']).as('site.doc')
  })
  .use(middleware.rateLimit({ policy: 'site' }))

router
  .post('/events/:id/waitlist', [EventPagesController, 'joinWaitlist'])
  .use(formForPeople())
  .as('site.event.waitlist')
router
  .post('/halloween/:slug/waitlist', [CityPagesController, 'joinWaitlist'])
  .use(formForPeople())
  .as('site.halloween.waitlist')
router
  .post(LINKS.contactPage.path, [ContactPageController, 'send'])
  .use(formForPeople())
  .as('site.contact.send')
