/* Routes of the contact surface: POST /api/contact (sendMessage). */
import router from '@adonisjs/core/services/router'
import { ROUTED_METHODS } from '#start/routes/methods'
import { middleware } from '#start/kernel'

const ContactController = () => import('#controllers/contact_controller')

/* every method the routes list (start/routes/methods.ts) except POST and OPTIONS */
const OTHER_METHODS = ROUTED_METHODS.filter((method) => !['POST', 'OPTIONS'].includes(method))

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
