/*
| Admin panel: staff sign in and edit what the public surfaces show. Sessions,
| CSRF (shield) and auth apply to this group only, so public API answers never
| set cookies. Forms use POST (no method spoofing): update is POST /:id,
| delete is GET /:id/delete (confirmation) then POST /:id/delete.
| Each group requires the ability its pages need (app/abilities/main.ts).
*/
import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import type { Constructor, LazyImport } from '@adonisjs/core/types/http'
import { middleware } from '#start/kernel'
import { BULK_RESOURCES } from '#services/admin/bulk_actions'
import { ADMIN_RESOURCES } from '#services/admin/resources'
import type { StaffRight } from '#services/admin/roles'

const SessionController = () => import('#controllers/admin/session_controller')
const DashboardController = () => import('#controllers/admin/dashboard_controller')
const ResourcesController = () => import('#controllers/admin/resources_controller')
const EventsController = () => import('#controllers/admin/events_controller')
const WaitlistsController = () => import('#controllers/admin/waitlists_controller')
const ContactMessagesController = () => import('#controllers/admin/contact_messages_controller')
const HistoryController = () => import('#controllers/admin/history_controller')
const AccountController = () => import('#controllers/admin/account_controller')
const PreviewController = () => import('#controllers/admin/preview_controller')
const BulkController = () => import('#controllers/admin/bulk_controller')
const StaffController = () => import('#controllers/admin/staff_controller')
const PasswordLinksController = () => import('#controllers/admin/password_links_controller')
const RecordImagesController = () => import('#controllers/admin/record_images_controller')
const EventUndoController = () => import('#controllers/admin/event_undo_controller')
const EventDuplicatesController = () => import('#controllers/admin/event_duplicates_controller')

const numericId = router.matchers.number()

type Action = (ctx: HttpContext) => unknown
type EditableAction =
  'index' | 'create' | 'store' | 'edit' | 'update' | 'confirmDestroy' | 'destroy'
type EditableController = LazyImport<Constructor<Record<EditableAction, Action>>>

/**
 * The routes of one editable resource: list, new, create, edit, update,
 * confirm delete and delete (`extra` adds resource-specific actions).
 */
function editableResource(
  prefix: string,
  name: string,
  controller: EditableController,
  id?: typeof numericId,
  extra?: () => void
) {
  const withId = <T extends { where(key: string, matcher: typeof numericId): T }>(route: T) =>
    id ? route.where('id', id) : route
  router
    .group(() => {
      router.get('/', [controller, 'index']).as('index')
      router.get('/new', [controller, 'create']).as('create')
      router.post('/', [controller, 'store']).as('store')
      withId(router.get('/:id/edit', [controller, 'edit']).as('edit'))
      withId(router.post('/:id', [controller, 'update']).as('update'))
      extra?.()
      withId(router.get('/:id/delete', [controller, 'confirmDestroy']).as('delete'))
      withId(router.post('/:id/delete', [controller, 'destroy']).as('destroy'))
    })
    .prefix(prefix)
    .as(name)
}

router
  .group(() => {
    router
      .group(() => {
        router.get('/login', [SessionController, 'create']).as('login')
        router.post('/login', [SessionController, 'store']).as('login.store')
        router.get('/password/forgot', [PasswordLinksController, 'forgot']).as('password.forgot')
        router
          .post('/password/forgot', [PasswordLinksController, 'sendForgot'])
          .as('password.sendForgot')
      })
      .use(middleware.guest())

    /* the e-mailed link (signed, single-use, expiring) works signed in or not */
    router.get('/password/set', [PasswordLinksController, 'show']).as('password.set')
    router.post('/password/set', [PasswordLinksController, 'update']).as('password.update')

    router
      .group(() => {
        router.post('/logout', [SessionController, 'destroy']).as('logout')
        router.get('/', [DashboardController, 'show']).as('dashboard')
        router.get('/account', [AccountController, 'show']).as('account')
        router
          .post('/account/password', [AccountController, 'updatePassword'])
          .as('account.password')
        router
          .post('/account/time-zone', [AccountController, 'updateTimeZone'])
          .as('account.timeZone')

        router.group(() => contentRoutes()).use(middleware.allow({ ability: 'editContent' }))
        router
          .group(() => personalDataRoutes())
          .use(middleware.allow({ ability: 'readPersonalData' }))
        router.group(() => staffRoutes()).use(middleware.allow({ ability: 'manageStaff' }))
        /* any other admin path: sign-in first when signed out, then a 404 page */
        router.get('/*', [DashboardController, 'notFound']).as('notFound')
      })
      .use(middleware.auth())
  })
  .prefix('/admin')
  .as('admin')
  .use([
    middleware.session(),
    middleware.formBody(),
    middleware.shield(),
    middleware.initializeAuth(),
    middleware.initializeBouncer(),
  ])

/** Content: editors and admins. */
function contentRoutes() {
  /* before the resources: /events/bulk is not the event "bulk" */
  for (const type of BULK_RESOURCES) {
    router.post(`/${type}/bulk`, [BulkController, 'confirm']).as(`${type}.bulk`)
    router.post(`/${type}/bulk/apply`, [BulkController, 'apply']).as(`${type}.bulk.apply`)
  }
  declaredResources('content')
  /* pictures of events and cities: small forms of their own on the edit pages */
  for (const resource of ['events', 'cities'] as const) {
    const id = resource === 'cities' ? /^\d+$/ : /^[^/]+$/
    router
      .post(`/${resource}/:id/image`, [RecordImagesController, 'upload'])
      .as(`${resource}.image.upload`)
      .where('id', id)
    router
      .post(`/${resource}/:id/image/delete`, [RecordImagesController, 'destroy'])
      .as(`${resource}.image.destroy`)
      .where('id', id)
  }

  router.get('/preview/events/:id', [PreviewController, 'event']).as('preview.event')
  router
    .get('/preview/partners/:id', [PreviewController, 'partner'])
    .as('preview.partner')
    .where('id', numericId)
  router
    .get('/preview/docs/:id', [PreviewController, 'doc'])
    .as('preview.doc')
    .where('id', numericId)

  router.get('/history', [HistoryController, 'index']).as('history.index')
  router.get('/history/deleted', [HistoryController, 'deleted']).as('history.deleted')
  router.get('/history/:type/:id', [HistoryController, 'show']).as('history.show')
  router.get('/history/:type/:id/compare', [HistoryController, 'compare']).as('history.compare')
  router
    .post('/history/entries/:entry/restore', [HistoryController, 'restore'])
    .as('history.restore')
    .where('entry', numericId)
}

/** The events list's one-click actions, beside the generic pages. */
function eventQuickActions() {
  router.post('/:id/ticket-status', [EventsController, 'setTicketStatus']).as('ticketStatus')
  router.post('/:id/waitlist/close', [EventsController, 'closeWaitlist']).as('closeWaitlist')
  router.post('/:id/waitlist/open', [EventsController, 'openWaitlist']).as('openWaitlist')
  router.post('/:id/undo', [EventUndoController, 'undo']).as('undo')
  router.get('/:id/duplicate', [EventDuplicatesController, 'create']).as('duplicate')
  router.post('/:id/duplicate', [EventDuplicatesController, 'store']).as('duplicate.store')
}

/** The pages of every declared resource needing `right` (app/services/admin/resources.ts). */
function declaredResources(right: StaffRight) {
  for (const resource of Object.values(ADMIN_RESOURCES)) {
    if (resource.right !== right) continue
    const events = resource.path === 'events'
    editableResource(
      `/${resource.path}`,
      resource.path,
      events ? EventsController : ResourcesController,
      resource.numericId ? numericId : undefined,
      events ? eventQuickActions : undefined
    )
  }
}

/** Waiting lists and contact messages hold personal data: admins only. */
function personalDataRoutes() {
  router.get('/waitlists', [WaitlistsController, 'index']).as('waitlists.index')
  router.get('/waitlists/export.csv', [WaitlistsController, 'export']).as('waitlists.export')
  router.get('/messages', [ContactMessagesController, 'index']).as('messages.index')
  router.get('/messages/export.csv', [ContactMessagesController, 'export']).as('messages.export')
  router
    .get('/messages/:id', [ContactMessagesController, 'show'])
    .as('messages.show')
    .where('id', numericId)
}

/** Staff accounts: admins only. */
function staffRoutes() {
  router.get('/staff', [StaffController, 'index']).as('staff.index')
  router.get('/staff/new', [StaffController, 'create']).as('staff.create')
  router.post('/staff', [StaffController, 'store']).as('staff.store')
  router
    .post('/staff/:id/role', [StaffController, 'updateRole'])
    .as('staff.role')
    .where('id', numericId)
  router
    .post('/staff/:id/disable', [StaffController, 'disable'])
    .as('staff.disable')
    .where('id', numericId)
  router
    .post('/staff/:id/enable', [StaffController, 'enable'])
    .as('staff.enable')
    .where('id', numericId)
  router
    .post('/staff/:id/reset', [StaffController, 'sendReset'])
    .as('staff.reset')
    .where('id', numericId)
}
