/* Routes of the contact surface: POST /api/contact (sendMessage). */
import { METHODS } from 'node:http'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ContactController = () => import('#controllers/contact_controller')

/* every method Node parses except POST and OPTIONS (CONNECT never reaches the router) */
const OTHER_METHODS = METHODS.filter((method) => !['CONNECT', 'POST', 'OPTIONS'].includes(method))

router
  .group(() => {
    router
      .post('/api/contact', [ContactController, 'send'])
      .use([
        middleware.forbidCrossSite(),
        middleware.rateLimit({ policy: 'contact' }),
        middleware.jsonBody(),
      ])
      .as('send')
    router
      .route('/api/contact', OTHER_METHODS, [ContactController, 'methodNotAllowed'])
      .as('other_methods')
    router.route('/api/contact', ['OPTIONS'], [ContactController, 'options']).as('options')
  })
  .as('contact')
