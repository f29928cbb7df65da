/*
| Admin panel: staff sign in and edit what the public surfaces show. Sessions,
| CSRF (shield) and auth apply to this group only, so public API answers never
| set cookies. Forms use POST (no method spoofing): update is POST /:id,
| delete is GET /:id/delete (confirmation) then POST /:id/delete.
| Each group requires the ability its pages need (app/admin/staff/abilities.ts).
*/
import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import type { GetControllerHandlers } from '@adonisjs/core/types/http'
import type { Constructor, LazyImport } from '@adonisjs/core/types/common'
import { middleware } from '#start/kernel'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { AUDITED_ENTITIES, type AuditedEntity } from '#admin/staff/audit_trail'
import type { AdminResource } from '#admin/engine/admin_resource'
import { recordIdMatcher } from '#lib/record_ids'

const SessionController = () => import('#admin/controllers/session_controller')
const DashboardController = () => import('#admin/controllers/dashboard_controller')
const ResourcesController = () => import('#admin/controllers/resources_controller')
const EventsController = () => import('#admin/controllers/events_controller')
const CityGuidesController = () => import('#admin/controllers/city_guides_controller')
const WaitlistsController = () => import('#admin/controllers/waitlists_controller')
const ContactMessagesController = () => import('#admin/controllers/contact_messages_controller')
const HistoryController = () => import('#admin/controllers/history_controller')
const AccountController = () => import('#admin/controllers/account_controller')
const PreviewController = () => import('#admin/controllers/preview_controller')
const BulkController = () => import('#admin/controllers/bulk_controller')
const StaffController = () => import('#admin/controllers/staff_controller')
const PasswordLinksController = () => import('#admin/controllers/password_links_controller')
const RecordImagesController = () => import('#admin/controllers/record_images_controller')
const EventUndoController = () => import('#admin/controllers/event_undo_controller')
const EventDuplicatesController = () => import('#admin/controllers/event_duplicates_controller')
const SearchController = () => import('#admin/controllers/search_controller')
const UndoController = () => import('#admin/controllers/undo_controller')
const TwoFactorController = () => import('#admin/controllers/two_factor_controller')
const EventImportsController = () => import('#admin/controllers/event_imports_controller')
const ReviewsController = () => import('#admin/controllers/reviews_controller')
const ParkedFormsController = () => import('#admin/controllers/parked_forms_controller')
const MediaController = () => import('#admin/controllers/media_controller')

/* ids beyond what their column holds match no route: a 404, never a failed query */
const numericId = recordIdMatcher('serial')
const bigNumericId = recordIdMatcher('bigserial')
/* the kinds of record a comment or a review names */
const recordKind = new RegExp(`^(${Object.keys(AUDITED_ENTITIES).join('|')})$`)

/** A route of one record numbered by the database (`:id` a number). */
const numbered = <T extends { where(key: string, matcher: typeof numericId): T }>(route: T) =>
  route.where('id', numericId)

/** A route of a controller's action: verb, pattern, and its name when not the action's. */
type RouteRow = [verb: 'get' | 'post', pattern: string, name?: string]

/** The routes of `controller`, one row per action (`updateRole: ['post', '/:id/role', 'role']`). */
function actionRoutes<C extends Constructor<any>>(
  controller: LazyImport<C>,
  rows: Partial<Record<GetControllerHandlers<C>, RouteRow>>
) {
  const entries = Object.entries(rows as Record<string, RouteRow>)
  for (const [action, [verb, pattern, name = action]] of entries) {
    router[verb](pattern, [controller, action as GetControllerHandlers<C>]).as(name)
  }
}

type Action = (ctx: HttpContext) => unknown
type EditableAction =
  'index' | 'create' | 'store' | 'edit' | 'update' | 'conflict' | 'confirmDestroy' | 'destroy'
type EditableController = LazyImport<Constructor<Record<EditableAction, Action>>>

interface ResourcePages {
  controller: EditableController
  /** resource-specific actions beside the generic pages */
  extra?: () => void
}

/** The resources whose pages need more than the generic controller, by entity. */
const RESOURCE_PAGES: Partial<Record<AuditedEntity, ResourcePages>> = {
  event: { controller: EventsController, extra: eventQuickActions },
  city: { controller: CityGuidesController, extra: guideDraftActions },
}
const GENERIC_PAGES: ResourcePages = { controller: ResourcesController }

/**
 * The routes of one editable resource: list, new, create, edit, update,
 * the conflict of a refused save, confirm delete and delete (`extra` adds resource-specific actions), each
 * handed the resource's declaration.
 */
function editableResource(resource: AdminResource, { controller, extra }: ResourcePages) {
  const withId = <T extends { where(key: string, matcher: typeof numericId): T }>(route: T) =>
    resource.numericId ? numbered(route) : route
  router
    .group(() => {
      router.get('/', [controller, 'index']).as('index')
      router.get('/new', [controller, 'create']).as('create')
      router.post('/', [controller, 'store']).as('store')
      withId(router.get('/:id/edit', [controller, 'edit']).as('edit'))
      withId(router.post('/:id', [controller, 'update']).as('update'))
      /* the conflict page a refused save leads to (no form token in its address) */
      withId(router.get('/:id/conflict', [controller, 'conflict']).as('conflict'))
      extra?.()
      withId(router.get('/:id/delete', [controller, 'confirmDestroy']).as('delete'))
      withId(router.post('/:id/delete', [controller, 'destroy']).as('destroy'))
    })
    .prefix(`/${resource.path}`)
    .as(resource.path)
    .use(middleware.adminResource(resource))
}

/*
| What staff sign in with: a session, its form bodies, CSRF (shield), auth and
| abilities. A form saved after its session ended is kept for its account
| (parkExpiredForm, docs/admin.md).
*/
const staffSessionStack = () => [
  middleware.session(),
  middleware.parkExpiredForm(),
  middleware.formBody(),
  middleware.shield(),
  middleware.initializeAuth(),
  middleware.initializeBouncer(),
]

/*
| The pages anyone can ask for signed out count against the site budget before
| any session work, so a flood of them is refused by the rate limit in front
| of the router (#http/front/rate_limit) instead of rendering each one.
| Registered first: the signed-in group's `/*` would take them otherwise.
*/
router
  .group(signInPages)
  .prefix('/admin')
  .as('admin')
  .use([middleware.rateLimit({ policy: 'site' }), ...staffSessionStack()])

router
  .group(() => {
    router.group(signInForms).use(middleware.guest())

    /* the form of the e-mailed link's page (signInPages) */
    router.post('/password/set', [PasswordLinksController, 'update']).as('password.update')

    router
      .group(() => {
        ownRoutes()

        router.group(contentRoutes).use(middleware.allow({ ability: 'editContent' }))
        router.group(personalDataRoutes).use(middleware.allow({ ability: 'readPersonalData' }))
        router
          .group(staffRoutes)
          .prefix('/staff')
          .as('staff')
          .where('id', numericId)
          .use(middleware.allow({ ability: 'manageStaff' }))
        /* any other admin path: sign-in first when signed out, then a 404 page */
        router.get('/*', [DashboardController, 'notFound']).as('notFound')
      })
      .use([middleware.auth(), middleware.twoFactor()])
  })
  .prefix('/admin')
  .as('admin')
  .use(staffSessionStack())

/** The pages of signing in and of password links (signed-out visitors; the link's page works signed in too). */
function signInPages() {
  router
    .group(() => {
      router.get('/login', [SessionController, 'create']).as('login')
      router.get('/login/two-factor', [SessionController, 'secondFactor']).as('login.twoFactor')
      router.get('/password/forgot', [PasswordLinksController, 'forgot']).as('password.forgot')
    })
    .use(middleware.guest())
  /* the e-mailed link (signed, single-use, expiring) works signed in or not */
  router.get('/password/set', [PasswordLinksController, 'show']).as('password.set')
}

/** Signing in, and asking for a password link: signed-out visitors only. */
function signInForms() {
  router.post('/login', [SessionController, 'store']).as('login.store')
  router
    .post('/login/two-factor', [SessionController, 'verifySecondFactor'])
    .as('login.twoFactor.verify')
  router.post('/password/forgot', [PasswordLinksController, 'sendForgot']).as('password.sendForgot')
}

/** What every signed-in staff member has: the dashboard, signing out and their own account. */
function ownRoutes() {
  router.post('/logout', [SessionController, 'destroy']).as('logout')
  router.get('/', [DashboardController, 'show']).as('dashboard')
  /* what each person finds depends on their role (app/admin/engine/global_search.ts) */
  router.get('/search', [SearchController, 'show']).as('search')
  router.get('/account', [AccountController, 'show']).as('account')
  router.post('/account/password', [AccountController, 'updatePassword']).as('account.password')
  router.post('/account/time-zone', [AccountController, 'updateTimeZone']).as('account.timeZone')
  actionRoutes(TwoFactorController, {
    show: ['get', '/account/two-factor', 'account.twoFactor'],
    enable: ['post', '/account/two-factor', 'account.twoFactor.enable'],
    renewCodes: ['post', '/account/two-factor/recovery-codes', 'account.twoFactor.codes'],
    disable: ['post', '/account/two-factor/disable', 'account.twoFactor.disable'],
  })
}

/** Content: editors and admins. */
function contentRoutes() {
  /* before the resources: /events/bulk is not the event "bulk" */
  declaredResources(bulkRoutes)
  /* before the resources: /events/import and /events/export are not events */
  router
    .group(eventImportRoutes)
    .prefix('/events')
    .as('events')
    .where('id', bigNumericId)
    .use(middleware.admission())
  declaredResources((resource) =>
    editableResource(resource, RESOURCE_PAGES[resource.entity] ?? GENERIC_PAGES)
  )
  /* a form saved after the session ended, back after signing in again */
  router
    .get('/resume/:token', [ParkedFormsController, 'show'])
    .as('resume')
    .where('token', /^[A-Za-z0-9_-]{43}$/)
  /* "Undo" in the banner after a bulk change or a delete */
  router.post('/undo', [UndoController, 'undo']).as('undo')
  /* pictures of events and cities: small forms of their own on the edit pages */
  declaredResources(imageRoutes)
  router.group(mediaRoutes).prefix('/media').as('media').where('id', numericId)

  router.get('/preview/events/:id', [PreviewController, 'event']).as('preview.event')
  numbered(
    router.get('/preview/partners/:id', [PreviewController, 'partner']).as('preview.partner')
  )
  numbered(router.get('/preview/docs/:id', [PreviewController, 'doc']).as('preview.doc'))
  numbered(router.get('/preview/cities/:id', [PreviewController, 'city']).as('preview.city'))

  router.group(historyRoutes).prefix('/history').as('history').where('entry', bigNumericId)
  router
    .group(reviewRoutes)
    .where('id', /^[^/]{1,120}$/)
    .where('type', recordKind)
}

/** The media library: pictures with alt text, credit and focal point, reused by records. */
function mediaRoutes() {
  actionRoutes(MediaController, {
    index: ['get', '/'],
    store: ['post', '/'],
    edit: ['get', '/:id'],
    update: ['post', '/:id'],
    replace: ['post', '/:id/file'],
    destroy: ['post', '/:id/delete'],
  })
}

/** Review before publish and comments (deciding a review needs `reviewDrafts`). */
function reviewRoutes() {
  actionRoutes(ReviewsController, {
    index: ['get', '/reviews', 'reviews.index'],
    submit: ['post', '/reviews/:type/:id/submit', 'reviews.submit'],
    comment: ['post', '/comments/:type/:id', 'comments.store'],
  })
  router
    .group(() =>
      actionRoutes(ReviewsController, {
        approve: ['post', '/reviews/:id/approve', 'reviews.approve'],
        sendBack: ['post', '/reviews/:id/send-back', 'reviews.sendBack'],
      })
    )
    .where('id', bigNumericId)
    .use(middleware.allow({ ability: 'reviewDrafts' }))
}

/** Bulk import of events from a spreadsheet, and the export in the same format. */
function eventImportRoutes() {
  actionRoutes(EventImportsController, {
    show: ['get', '/import', 'import.show'],
    check: ['post', '/import', 'import.check'],
    template: ['get', '/import/template', 'import.template'],
    report: ['get', '/import/:id', 'import.report'],
    apply: ['post', '/import/:id/apply', 'import.apply'],
    undo: ['post', '/import/:id/undo', 'import.undo'],
    export: ['get', '/export', 'export'],
  })
}

/** The history of changes (under /admin/history): versions, comparisons, restores. */
function historyRoutes() {
  actionRoutes(HistoryController, {
    index: ['get', '/'],
    deleted: ['get', '/deleted'],
    show: ['get', '/:type/:id'],
    compare: ['get', '/:type/:id/compare'],
    confirmRestore: ['get', '/entries/:entry/restore'],
    restore: ['post', '/entries/:entry/restore'],
  })
}

/** A city guide's draft: discarded from its form (saved and published by the form itself). */
function guideDraftActions() {
  numbered(
    router.post('/:id/draft/discard', [CityGuidesController, 'discardDraft']).as('draft.discard')
  )
}

/** The events list's one-click actions, beside the generic pages. */
function eventQuickActions() {
  actionRoutes(EventsController, {
    setTicketStatus: ['post', '/:id/ticket-status', 'ticketStatus'],
    markSoldOut: ['post', '/:id/sold-out'],
    backOnSale: ['post', '/:id/back-on-sale'],
    closeWaitlist: ['post', '/:id/waitlist/close'],
    openWaitlist: ['post', '/:id/waitlist/open'],
  })
  actionRoutes(EventUndoController, { undo: ['post', '/:id/undo'] })
  actionRoutes(EventDuplicatesController, {
    create: ['get', '/:id/duplicate', 'duplicate'],
    store: ['post', '/:id/duplicate', 'duplicate.store'],
  })
}

/**
 * Routes of every resource of the registry (app/admin/resources/registry.ts)
 * that content staff edit: `routes` declares one resource's routes.
 */
function declaredResources(routes: (resource: AdminResource) => void) {
  for (const resource of Object.values(ADMIN_RESOURCES)) {
    if (resource.right === 'content') routes(resource)
  }
}

/** A list's bulk actions (/admin/<path>/bulk), when it has them. */
function bulkRoutes(resource: AdminResource) {
  if (!resource.list.bulk) return
  const { path } = resource
  router
    .group(() => {
      router.post(`/${path}/bulk`, [BulkController, 'confirm']).as(`${path}.bulk`)
      router.post(`/${path}/bulk/apply`, [BulkController, 'apply']).as(`${path}.bulk.apply`)
    })
    .use(middleware.adminResource(resource))
}

/** A record's picture (upload, remove, choose from the library), when its form has one. */
function imageRoutes(resource: AdminResource) {
  if (!resource.form.image) return
  const { path } = resource
  const id = resource.numericId ? numericId : /^[^/]+$/
  router
    .group(() => {
      actionRoutes(RecordImagesController, {
        upload: ['post', `/${path}/:id/image`, `${path}.image.upload`],
        destroy: ['post', `/${path}/:id/image/delete`, `${path}.image.destroy`],
        choose: ['post', `/${path}/:id/image/choose`, `${path}.image.choose`],
      })
    })
    .where('id', id)
    .use(middleware.adminResource(resource))
}

/** Waiting lists and contact messages hold personal data: admins only. */
function personalDataRoutes() {
  router
    .group(() =>
      actionRoutes(WaitlistsController, { index: ['get', '/'], export: ['get', '/export.csv'] })
    )
    .prefix('/waitlists')
    .as('waitlists')
  router
    .group(() =>
      actionRoutes(ContactMessagesController, {
        index: ['get', '/'],
        export: ['get', '/export.csv'],
        show: ['get', '/:id'],
        resend: ['post', '/:id/resend'],
      })
    )
    .prefix('/messages')
    .as('messages')
    .where('id', bigNumericId)
}

/** Staff accounts, under /admin/staff: admins only. */
function staffRoutes() {
  actionRoutes(StaffController, {
    index: ['get', '/'],
    create: ['get', '/new'],
    store: ['post', '/'],
    updateRole: ['post', '/:id/role', 'role'],
    disable: ['post', '/:id/disable'],
    enable: ['post', '/:id/enable'],
    sendReset: ['post', '/:id/reset', 'reset'],
    resendInvitation: ['post', '/:id/invitation', 'invitation'],
    copyLink: ['post', '/:id/link', 'link'],
    confirmTwoFactorReset: ['get', '/:id/two-factor/reset', 'twoFactorReset.confirm'],
    resetTwoFactor: ['post', '/:id/two-factor/reset', 'twoFactorReset'],
  })
}
