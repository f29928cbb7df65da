/*
| HTTP kernel: middleware for every request, and the named middleware that
| route groups opt into (sessions, CSRF and auth only where staff sign in).
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#http/errors/exception_handler'))

server.use([
  () => import('#middleware/request_log_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/refuse_multipart_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/public_files_middleware'),
])

/* Bodies are read per route (jsonBody, formBody), never globally */
router.use([() => import('#middleware/input_policy_middleware')])

export const middleware = router.named({
  session: () => import('@adonisjs/session/session_middleware'),
  shield: () => import('@adonisjs/shield/shield_middleware'),
  initializeAuth: () => import('@adonisjs/auth/initialize_auth_middleware'),
  auth: () => import('#admin/middleware/auth_middleware'),
  twoFactor: () => import('#admin/middleware/two_factor_middleware'),
  guest: () => import('#admin/middleware/guest_middleware'),
  rateLimit: () => import('#middleware/rate_limit_middleware'),
  admission: () => import('#middleware/admission_middleware'),
  cors: () => import('#middleware/cors_middleware'),
  apiVersion: () => import('#middleware/api_version_middleware'),
  httpCache: () => import('#middleware/http_cache_middleware'),
  deprecated: () => import('#middleware/deprecation_middleware'),
  forbidCrossSite: () => import('#middleware/forbid_cross_site_middleware'),
  jsonBody: () => import('#middleware/json_body_middleware'),
  formBody: () => import('#middleware/form_body_middleware'),
  siteLanguage: () => import('#middleware/site_language_middleware'),
  parkExpiredForm: () => import('#admin/middleware/park_expired_form_middleware'),
  initializeBouncer: () => import('#admin/middleware/initialize_bouncer_middleware'),
  allow: () => import('#admin/middleware/allow_middleware'),
  adminResource: () => import('#admin/middleware/resource_middleware'),
})
