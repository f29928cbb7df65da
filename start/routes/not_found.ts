/*
| Registered last: the paths under each machine door's prefix that none of
| its routes serve are a 404 in that door's error shape. Any other path is
| the site's 404 page.
*/
import router from '@adonisjs/core/services/router'
import { ROUTED_METHODS } from '#start/routes/methods'

const NotFoundController = () => import('#controllers/not_found_controller')

/* /a2a/rest/* serves GET (and HEAD), POST and DELETE itself */
const A2A_REST_OTHER_METHODS = ROUTED_METHODS.filter(
  (method) => !['GET', 'HEAD', 'POST', 'DELETE'].includes(method)
)

router
  .route('/a2a/rest/*', A2A_REST_OTHER_METHODS, [NotFoundController, 'handle'])
  .as('a2a_rest.not_found')

router
  .group(() => {
    router.any('/mcp/*', [NotFoundController, 'handle']).as('mcp_not_found')
    router.any('/a2a/*', [NotFoundController, 'handle']).as('a2a_not_found')
    router.any('/.well-known/*', [NotFoundController, 'handle']).as('well_known_not_found')
  })
  .as('machine_docs')
