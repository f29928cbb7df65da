/*
| Routes of the A2A surface: the agent card, the JSON-RPC endpoint and the
| HTTP+JSON binding, all served by the A2A SDK's handlers (see
| app/a2a/a2a_http.ts). The rate limit is the REST API's ('api' policy):
| one shared budget per client.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const A2aController = () => import('#controllers/a2a_controller')

router
  .get('/.well-known/agent-card.json', [A2aController, 'handle'])
  .use([middleware.cors()])
  .as('machine_docs.agent_card')

router
  .post('/a2a', [A2aController, 'handle'])
  .use([middleware.apiVersion(), middleware.rateLimit({ policy: 'api' }), middleware.jsonBody()])
  .as('a2a.rpc')

router
  .route('/a2a/rest/*', ['GET', 'POST', 'DELETE'], [A2aController, 'handle'])
  .use([middleware.apiVersion(), middleware.rateLimit({ policy: 'api' }), middleware.jsonBody()])
  .as('a2a_rest.handle')

router
  .route('/a2a', ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'], [A2aController, 'methodNotAllowed'])
  .as('a2a.other_methods')
