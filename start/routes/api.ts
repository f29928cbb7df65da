/*
| Routes of the public REST API v1, one per entry of the operations list
| (the same list the API index and /openapi.json are built from). Every path
| also answers OPTIONS (CORS preflight) and 405 to other methods; any other
| path under /api/v1 answers 404 in the REST error body.
*/
import router from '@adonisjs/core/services/router'
import { ROUTED_METHODS } from '#start/routes/methods'
import type { Route } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { REST_OPERATIONS, routePattern, type RestOperationId } from '#services/openapi/operations'

const ApiIndexController = () => import('#controllers/api/api_index_controller')
const CitiesController = () => import('#controllers/api/cities_controller')
const EventsController = () => import('#controllers/api/events_controller')
const ChangesController = () => import('#controllers/api/changes_controller')
const PartnersController = () => import('#controllers/api/partners_controller')
const PricingController = () => import('#controllers/api/pricing_controller')
const FallbackController = () => import('#controllers/api/fallback_controller')
const OpenApiController = () => import('#controllers/api/openapi_controller')

const GET_ROUTES: Record<RestOperationId, (pattern: string) => Route> = {
  getApiIndex: (pattern) => router.get(pattern, [ApiIndexController, 'show']),
  searchCities: (pattern) => router.get(pattern, [CitiesController, 'index']),
  getCityGuide: (pattern) => router.get(pattern, [CitiesController, 'show']),
  listEvents: (pattern) => router.get(pattern, [EventsController, 'index']),
  getEvent: (pattern) => router.get(pattern, [EventsController, 'show']),
  getEventsCalendar: (pattern) => router.get(pattern, [EventsController, 'calendar']),
  getEventCalendar: (pattern) => router.get(pattern, [EventsController, 'eventCalendar']),
  getEventCalendarFile: (pattern) => router.get(pattern, [EventsController, 'eventCalendar']),
  listChanges: (pattern) => router.get(pattern, [ChangesController, 'index']),
  listPartnerDeals: (pattern) => router.get(pattern, [PartnersController, 'index']),
  getPricing: (pattern) => router.get(pattern, [PricingController, 'show']),
}

/* Every method the routes list (start/routes/methods.ts) */
const ALL_METHODS = ROUTED_METHODS
const OTHER_METHODS = ALL_METHODS.filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))

router
  .group(() => {
    router
      .group(() => {
        for (const operation of REST_OPERATIONS) {
          const pattern = routePattern(operation.path)
          GET_ROUTES[operation.operationId](pattern).as(operation.operationId)
          router
            .route(pattern, OTHER_METHODS, [FallbackController, 'methodNotAllowed'])
            .as(`${operation.operationId}.other_methods`)
        }
      })
      .use([
        middleware.cors(),
        middleware.apiVersion(),
        middleware.rateLimit({ policy: 'api' }),
        middleware.httpCache(),
      ])

    /* Preflights are not counted against the rate limit */
    router
      .group(() => {
        for (const operation of REST_OPERATIONS) {
          router
            .route(routePattern(operation.path), ['OPTIONS'], [FallbackController, 'options'])
            .as(`${operation.operationId}.options`)
        }
      })
      .use([middleware.cors(), middleware.apiVersion()])

    /* Registered last: the router tries routes in order, so this one only gets the rest */
    router
      .route('/api/:version/*', ALL_METHODS, [FallbackController, 'notFound'])
      .where('version', /^v[1-9]\d*$/)
      .use([middleware.cors(), middleware.apiVersion(), middleware.rateLimit({ policy: 'api' })])
      .as('not_found')
  })
  .as('api')

router
  .get('/openapi.json', [OpenApiController, 'show'])
  .use([middleware.cors(), middleware.rateLimit({ policy: 'site' }), middleware.httpCache()])
  .as('machine_docs.openapi')
