/*
| The public site for students, in every language of #lib/site_locales:
| the English pages at their addresses (/events), every other language under
| its code (/de/events). One list of pages and forms, registered for both.
*/
import router from '@adonisjs/core/services/router'
import { LINKS } from '#services/discovery/surfaces'
import { PREFIXED_LOCALES } from '#lib/site_locales'
import { middleware } from '#start/kernel'

const HomeController = () => import('#controllers/site/home_controller')
const CityPagesController = () => import('#controllers/site/city_pages_controller')
const EventPagesController = () => import('#controllers/site/event_pages_controller')
const DealsController = () => import('#controllers/site/deals_controller')
const DocsPagesController = () => import('#controllers/site/docs_pages_controller')
const EventsPageController = () => import('#controllers/site/events_page_controller')
const ContactPageController = () => import('#controllers/site/contact_page_controller')
const SiteLanguageController = () => import('#controllers/site/site_language_controller')

/*
| The site's forms: the API's origin check (also accepting the host name the
| browser called, same-origin), the contact rate limit, then the form body
*/
const formForPeople = () => [
  middleware.forbidCrossSite({ sameHost: true }),
  middleware.rateLimit({ policy: 'contact' }),
  middleware.formBody(),
]

/** The pages and forms of #lib/site_locales' LOCALIZED_PAGES, each named `<name>site.<page>`. */
function sitePages(name: string) {
  router
    .group(() => {
      router.get('/', [HomeController, 'show']).as(`${name}home`)
      router.get('/cities/:slug', [CityPagesController, 'guide']).as(`${name}city`)
      router.get('/festivals/:slug', [CityPagesController, 'festival']).as(`${name}festival`)
      router.get('/halloween/:slug', [CityPagesController, 'halloween']).as(`${name}halloween`)
      router.get(LINKS.eventsPage.path, [EventsPageController, 'index']).as(`${name}events`)
      router.get('/events/:id', [EventPagesController, 'show']).as(`${name}event`)
      router.get(LINKS.contactPage.path, [ContactPageController, 'show']).as(`${name}contact`)
      router.get(LINKS.deals.path, [DealsController, 'index']).as(`${name}deals`)
      router.get(LINKS.docs.path, [DocsPagesController, 'index']).as(`${name}docs`)
      router.get('/docs/:slug', [DocsPagesController, 'show']).as(`${name}doc`)
    })
    .use([middleware.rateLimit({ policy: 'site' }), middleware.siteLanguage()])

  router
    .post('/events/:id/waitlist', [EventPagesController, 'joinWaitlist'])
    .use(formForPeople())
    .as(`${name}event.waitlist`)
  router
    .post('/halloween/:slug/waitlist', [CityPagesController, 'joinWaitlist'])
    .use(formForPeople())
    .as(`${name}halloween.waitlist`)
  router
    .post(LINKS.contactPage.path, [ContactPageController, 'send'])
    .use(formForPeople())
    .as(`${name}contact.send`)
}

/* English-only pages for developers (before /docs/:slug: /docs/errors is one) */
router
  .group(() => {
    router.get(LINKS.developers.path, [HomeController, 'developers']).as('site.developers')
    router.get(LINKS.errors.path, [DocsPagesController, 'errors']).as('site.errors')
  })
  .use(middleware.rateLimit({ policy: 'site' }))

sitePages('site.')

router
  .group(() => sitePages('site.l10n.'))
  .prefix('/:locale')
  .where('locale', new RegExp(`^(${PREFIXED_LOCALES.join('|')})$`))

/* The language switcher: remembers the choice, then shows the page in it */
router
  .post('/language', [SiteLanguageController, 'choose'])
  .use([middleware.rateLimit({ policy: 'site' }), middleware.formBody()])
  .as('site.language')
