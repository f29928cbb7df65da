/* Routes of the contact surface: POST /api/contact (sendMessage). */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ContactController = () => import('#controllers/contact_controller')

router
  .post('/api/contact', [ContactController, 'send'])
  .use([middleware.forbidCrossSite(), middleware.rateLimit({ policy: 'contact' })])
  .as('contact.send')

router.route(
  '/api/contact',
  ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
  [ContactController, 'methodNotAllowed']
)

router.route('/api/contact', ['OPTIONS'], [ContactController, 'options'])
