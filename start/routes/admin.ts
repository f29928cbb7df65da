/*
| Admin panel: staff sign in and edit what the public surfaces show. Sessions,
| CSRF (shield) and auth apply to this group only, so public API answers never
| set cookies. Forms use POST (no method spoofing): update is POST /:id,
| delete is GET /:id/delete (confirmation) then POST /:id/delete.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionController = () => import('#controllers/admin/session_controller')
const DashboardController = () => import('#controllers/admin/dashboard_controller')
const CitiesController = () => import('#controllers/admin/cities_controller')
const EventsController = () => import('#controllers/admin/events_controller')
const PartnersController = () => import('#controllers/admin/partners_controller')
const PricingItemsController = () => import('#controllers/admin/pricing_items_controller')
const DocsController = () => import('#controllers/admin/docs_controller')
const WaitlistsController = () => import('#controllers/admin/waitlists_controller')
const ContactMessagesController = () => import('#controllers/admin/contact_messages_controller')
const HistoryController = () => import('#controllers/admin/history_controller')

const numericId = router.matchers.number()

router
  .group(() => {
    router
      .group(() => {
        router.get('/login', [SessionController, 'create']).as('login')
        router.post('/login', [SessionController, 'store']).as('login.store')
      })
      .use(middleware.guest())

    router
      .group(() => {
        router.post('/logout', [SessionController, 'destroy']).as('logout')
        router.get('/', [DashboardController, 'show']).as('dashboard')

        router
          .group(() => {
            router.get('/', [CitiesController, 'index']).as('index')
            router.get('/new', [CitiesController, 'create']).as('create')
            router.post('/', [CitiesController, 'store']).as('store')
            router.get('/:id/edit', [CitiesController, 'edit']).as('edit').where('id', numericId)
            router.post('/:id', [CitiesController, 'update']).as('update').where('id', numericId)
            router
              .get('/:id/delete', [CitiesController, 'confirmDestroy'])
              .as('delete')
              .where('id', numericId)
            router
              .post('/:id/delete', [CitiesController, 'destroy'])
              .as('destroy')
              .where('id', numericId)
          })
          .prefix('/cities')
          .as('cities')

        router
          .group(() => {
            router.get('/', [EventsController, 'index']).as('index')
            router.get('/new', [EventsController, 'create']).as('create')
            router.post('/', [EventsController, 'store']).as('store')
            router.get('/:id/edit', [EventsController, 'edit']).as('edit')
            router.post('/:id', [EventsController, 'update']).as('update')
            router
              .post('/:id/ticket-status', [EventsController, 'setTicketStatus'])
              .as('ticketStatus')
            router
              .post('/:id/waitlist/close', [EventsController, 'closeWaitlist'])
              .as('closeWaitlist')
            router.post('/:id/waitlist/open', [EventsController, 'openWaitlist']).as('openWaitlist')
            router.get('/:id/delete', [EventsController, 'confirmDestroy']).as('delete')
            router.post('/:id/delete', [EventsController, 'destroy']).as('destroy')
          })
          .prefix('/events')
          .as('events')

        router
          .group(() => {
            router.get('/', [PartnersController, 'index']).as('index')
            router.get('/new', [PartnersController, 'create']).as('create')
            router.post('/', [PartnersController, 'store']).as('store')
            router.get('/:id/edit', [PartnersController, 'edit']).as('edit').where('id', numericId)
            router.post('/:id', [PartnersController, 'update']).as('update').where('id', numericId)
            router
              .get('/:id/delete', [PartnersController, 'confirmDestroy'])
              .as('delete')
              .where('id', numericId)
            router
              .post('/:id/delete', [PartnersController, 'destroy'])
              .as('destroy')
              .where('id', numericId)
          })
          .prefix('/partners')
          .as('partners')

        router
          .group(() => {
            router.get('/', [PricingItemsController, 'index']).as('index')
            router.get('/new', [PricingItemsController, 'create']).as('create')
            router.post('/', [PricingItemsController, 'store']).as('store')
            router
              .get('/:id/edit', [PricingItemsController, 'edit'])
              .as('edit')
              .where('id', numericId)
            router
              .post('/:id', [PricingItemsController, 'update'])
              .as('update')
              .where('id', numericId)
            router
              .get('/:id/delete', [PricingItemsController, 'confirmDestroy'])
              .as('delete')
              .where('id', numericId)
            router
              .post('/:id/delete', [PricingItemsController, 'destroy'])
              .as('destroy')
              .where('id', numericId)
          })
          .prefix('/pricing')
          .as('pricing')

        router
          .group(() => {
            router.get('/', [DocsController, 'index']).as('index')
            router.get('/new', [DocsController, 'create']).as('create')
            router.post('/', [DocsController, 'store']).as('store')
            router.get('/:id/edit', [DocsController, 'edit']).as('edit').where('id', numericId)
            router.post('/:id', [DocsController, 'update']).as('update').where('id', numericId)
            router
              .get('/:id/delete', [DocsController, 'confirmDestroy'])
              .as('delete')
              .where('id', numericId)
            router
              .post('/:id/delete', [DocsController, 'destroy'])
              .as('destroy')
              .where('id', numericId)
          })
          .prefix('/docs')
          .as('docs')

        router.get('/waitlists', [WaitlistsController, 'index']).as('waitlists.index')
        router.get('/waitlists/export.csv', [WaitlistsController, 'export']).as('waitlists.export')
        router.get('/messages', [ContactMessagesController, 'index']).as('messages.index')
        router
          .get('/messages/export.csv', [ContactMessagesController, 'export'])
          .as('messages.export')
        router
          .get('/messages/:id', [ContactMessagesController, 'show'])
          .as('messages.show')
          .where('id', numericId)
        router.get('/history', [HistoryController, 'index']).as('history.index')
        router.get('/history/:type/:id', [HistoryController, 'show']).as('history.show')
        /* any other admin path: sign-in first when signed out, then a 404 page */
        router.get('/*', [DashboardController, 'notFound']).as('notFound')
      })
      .use(middleware.auth())
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.session(), middleware.shield(), middleware.initializeAuth()])
