/* Publishes scheduled city guide drafts at their time (app/admin/workflow/guide_publisher.ts). */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { GuidePublisher } from '#admin/workflow/guide_publisher'

/* `node ace codegen` boots the app only to read its routes ("warmup"): nothing to publish then */
if (app.getMode() === 'run') {
  const publisher = new GuidePublisher(logger)
  publisher.start()
  app.terminating(() => publisher.stop())
}
